import { canonicalHost } from '../../hosting/canonicalHost';
import type { CheckContext, CheckResult } from '../context';
import { HostError } from '../netErrors';
import { redirectChain } from '../redirectChain';

const probe = '/robots.txt';

/** One line when `from` does not lead to `to` with permanent redirects; null when it does. */
async function leadsTo(from: string, to: string, why: string): Promise<string | null> {
  let chain: Awaited<ReturnType<typeof redirectChain>>;
  try {
    chain = await redirectChain(from);
  } catch (error) {
    if (error instanceof HostError) return `${from} – ${error.message} ${why}`;
    throw error;
  }
  const [first] = chain;
  const last = chain[chain.length - 1];
  if (!first || !last) return null;
  if (chain.length === 1) return `${from} leitet nicht auf ${to} um (Antwort ${first.status}). ${why}`;
  if (last.url.href !== to || last.status >= 300) return `${from} leitet auf ${last.url.href} um statt auf ${to}. ${why}`;
  const temporary = chain.slice(0, -1).find((answer) => answer.status !== 301 && answer.status !== 308);
  if (temporary) return `${from} leitet nur vorübergehend um (${temporary.status}); richtig ist eine dauerhafte Umleitung (301), damit Suchmaschinen die Adresse übernehmen.`;
  return null;
}

/** http:// leads to https://, and the other name (with or without www) to the checked one. */
export async function checkRedirects({ origin }: CheckContext): Promise<CheckResult> {
  const target = `${origin.origin}${probe}`;
  const { twin } = canonicalHost(origin.href);
  const port = origin.port ? `:${origin.port}` : '';
  const withoutWww = twin && !twin.startsWith('www.');
  const twinWhy = `Wer die Adresse ${withoutWww ? 'ohne' : 'mit'} „www.“ eingibt oder verlinkt, soll bei ${origin.hostname} landen.`;
  const results = await Promise.all([
    leadsTo(`http://${origin.hostname}${probe}`, target, 'Besucher sollen die verschlüsselte Adresse bekommen.'),
    ...(twin ? [leadsTo(`https://${twin}${port}${probe}`, target, twinWhy)] : []),
    ...(twin ? [leadsTo(`http://${twin}${probe}`, target, twinWhy)] : []),
  ]);
  const problems = results.filter((line): line is string => line !== null);
  // A name that does not resolve fails over http and https alike: once is enough.
  const unresolved = problems.filter((line) => line.includes('lässt sich nicht auflösen'));
  const shown = unresolved.length > 1 ? problems.filter((line) => line !== unresolved[1]) : problems;
  return { problems: shown, checked: twin ? `Umleitungen (http → https, ${twin} → ${origin.hostname})` : 'Umleitung http → https' };
}
