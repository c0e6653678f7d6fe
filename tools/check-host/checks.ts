import { checkCanonical } from './checks/canonical';
import { checkCertificate } from './checks/certificate';
import { checkDelivery } from './checks/delivery';
import { checkForm } from './checks/form';
import { checkMediaTypes } from './checks/mediaTypes';
import { checkNoBackup } from './checks/noBackup';
import { checkNotFound } from './checks/notFound';
import { checkRedirects } from './checks/redirects';
import { checkSecurityHeaders } from './checks/securityHeaders';
import { checkSitemap } from './checks/sitemap';
import type { Check, CheckContext, CheckResult } from './context';
import { HostError } from './netErrors';

/** Every check of the live host, in the order of the report. */
const checks: [string, Check][] = [
  ['HTTPS-Zertifikat', checkCertificate],
  ['Umleitungen', checkRedirects],
  ['404-Seite', checkNotFound],
  ['Sicherung nicht abrufbar', checkNoBackup],
  ['Sicherheits-Header', checkSecurityHeaders],
  ['Medientypen', checkMediaTypes],
  ['Komprimierung und Caching', checkDelivery],
  ['kanonische Adresse', checkCanonical],
  ['sitemap.xml', checkSitemap],
  ['Kontaktformular', checkForm],
];

/** Runs all checks; a check that cannot finish reports why in one line instead of its findings. */
export function runChecks(context: CheckContext): Promise<CheckResult[]> {
  return Promise.all(
    checks.map(async ([name, check]) => {
      try {
        return await check(context);
      } catch (error) {
        const reason =
          error instanceof HostError
            ? error.message
            : `unerwarteter Fehler: ${error instanceof Error ? error.message : String(error)}`;
        return { problems: [`Prüfung „${name}“ abgebrochen – ${reason}`], checked: name };
      }
    }),
  );
}
