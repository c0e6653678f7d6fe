import { canonicalHost } from '#integrations/emit/hosting/canonicalHost.ts';
import type { CheckContext, CheckResult } from '../context.ts';
import { HostError } from '../netErrors.ts';
import { redirectChain } from '../redirectChain.ts';

const probe = '/robots.txt';

/** Whether `from` leads to `to` with permanent redirects: null when it does, else the line that says why not. */
async function leadsTo(
  from: string,
  to: string,
  why: string,
): Promise<{ problem: string | null; unresolved?: boolean }> {
  let chain: Awaited<ReturnType<typeof redirectChain>>;
  try {
    chain = await redirectChain(from);
  } catch (error) {
    if (error instanceof HostError)
      return { problem: `${from} – ${error.message} ${why}`, unresolved: error.unresolved };
    throw error;
  }
  const [first] = chain;
  const last = chain[chain.length - 1];
  if (!first || !last) return { problem: null };
  if (chain.length === 1) return { problem: `${from} leitet nicht auf ${to} um (Antwort ${first.status}). ${why}` };
  if (last.url.href !== to || last.status >= 300)
    return { problem: `${from} leitet auf ${last.url.href} um statt auf ${to}. ${why}` };
  const temporary = chain.slice(0, -1).find((answer) => answer.status !== 301 && answer.status !== 308);
  if (!temporary) return { problem: null };
  return {
    problem: `${from} leitet nur vorübergehend um (${temporary.status}); richtig ist eine dauerhafte Umleitung (301), damit Suchmaschinen die Adresse übernehmen.`,
  };
}

/** The other name's redirects over https and http; a name without DNS entry is reported once. */
async function twinLeadsTo(twin: string, port: string, target: string, why: string): Promise<(string | null)[]> {
  const secure = await leadsTo(`https://${twin}${port}${probe}`, target, why);
  if (secure.unresolved) return [secure.problem];
  return [secure.problem, (await leadsTo(`http://${twin}${probe}`, target, why)).problem];
}

/** http:// leads to https://, and the other name (with or without www) to the checked one. */
export async function checkRedirects({ origin }: CheckContext): Promise<CheckResult> {
  const target = `${origin.origin}${probe}`;
  const { twin } = canonicalHost(origin.href);
  const twinWhy = `Wer die Adresse ${twin?.startsWith('www.') ? 'mit' : 'ohne'} „www.“ eingibt oder verlinkt, soll bei ${origin.hostname} landen.`;
  const [plain, others] = await Promise.all([
    leadsTo(`http://${origin.hostname}${probe}`, target, 'Besucher sollen die verschlüsselte Adresse bekommen.'),
    twin ? twinLeadsTo(twin, origin.port ? `:${origin.port}` : '', target, twinWhy) : [],
  ]);
  const problems = [plain.problem, ...others].filter((line): line is string => line !== null);
  return {
    problems,
    checked: twin ? `Umleitungen (http → https, ${twin} → ${origin.hostname})` : 'Umleitung http → https',
  };
}
