import { securityHeaders } from '#renderer/csp.ts';
import { type Line, said } from '../../deploy/said.ts';
import type { CheckContext, CheckResult } from '../context.ts';
import { cspDifferences, expectedCsp } from '../expectedCsp.ts';
import { header } from '../request.ts';

/** Why each header of the kit matters, for the line that says it is missing. */
const purpose: Record<string, string> = {
  'strict-transport-security': 'Browser merken sich nicht, die Website nur verschlüsselt zu laden',
  'x-content-type-options': 'Browser raten den Dateityp, statt dem Server zu glauben',
  'referrer-policy': 'fremde Websites erfahren beim Klick auf einen Link die volle Adresse der Seite',
  'permissions-policy': 'Kamera, Mikrofon, Standort usw. sind nicht ausdrücklich gesperrt',
  'x-frame-options': 'fremde Websites dürfen die Seiten einbetten (Clickjacking)',
};

const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The security headers the hosting kit promises, on the home page; the CSP equal to the build's. */
export async function checkSecurityHeaders(context: CheckContext): Promise<CheckResult> {
  const problems: Line[] = [];
  const expected = expectedCsp(context);
  const csp = header(context.home, 'content-security-policy');
  if (!expected)
    problems.push(
      'Die Startseite hat kein CSP-Meta-Tag und es gibt keinen lokalen Build dieser Adresse: die erwartete Content-Security-Policy ist unbekannt.',
    );
  else if (!csp)
    problems.push(
      said(
        `Content-Security-Policy fehlt: eingeschleuste fremde Skripte wären nicht blockiert (erwartet wie im ${expected.source}).`,
        `Content-Security-Policy fehlt: eingeschleuste fremde Skripte wären nicht blockiert (erwartet wie in ${expected.ownerSource}).`,
      ),
    );
  else {
    const differences = cspDifferences(csp, expected.policy, { fromPage: expected.fromPage });
    if (differences)
      problems.push(
        said(
          `Content-Security-Policy weicht vom Build ab (Vergleich mit dem ${expected.source}): ${differences}.`,
          `Content-Security-Policy weicht von der gebauten Website ab (Vergleich mit ${expected.ownerSource}): ${differences}.`,
        ),
      );
  }
  for (const [name, value] of securityHeaders()) {
    const key = name.toLowerCase();
    if (key === 'content-security-policy') continue;
    const served = header(context.home, key);
    if (served === undefined) problems.push(`${name} fehlt: ${purpose[key] ?? 'das Hosting-Paket setzt ihn'}.`);
    else if (key === 'strict-transport-security') {
      const maxAge = Number(served.match(/max-age\s*=\s*"?(\d+)/i)?.[1] ?? 0);
      if (maxAge < 31_536_000)
        problems.push(
          `${name} gilt nur ${Math.floor(maxAge / 86_400)} Tage („${served}“); das Hosting-Paket setzt „${value}“.`,
        );
    } else if (normal(served) !== normal(value)) problems.push(`${name} ist „${served}“ statt „${value}“.`);
  }
  return {
    problems,
    checked: said(
      `Sicherheits-Header (CSP verglichen mit dem ${expected?.source ?? '–'})`,
      `Sicherheits-Header (CSP verglichen mit ${expected?.ownerSource ?? '–'})`,
    ),
  };
}
