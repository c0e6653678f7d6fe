import { checkCanonical } from './checks/canonical.ts';
import { checkCertificate } from './checks/certificate.ts';
import { checkDelivery } from './checks/delivery.ts';
import { checkForm } from './checks/form.ts';
import { checkMediaTypes } from './checks/mediaTypes.ts';
import { checkNoBackup } from './checks/noBackup.ts';
import { checkNotFound } from './checks/notFound.ts';
import { checkRedirects } from './checks/redirects.ts';
import { checkSecurityHeaders } from './checks/securityHeaders.ts';
import { checkSitemap } from './checks/sitemap.ts';
import type { Check, CheckContext, CheckResult } from './context.ts';
import { HostError } from './netErrors.ts';

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
