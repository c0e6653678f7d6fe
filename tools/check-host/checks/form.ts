import { loadDataFile } from '#model/load/dataFile.ts';
import { site } from '#model/site.ts';
import { type Line, said } from '../../deploy/said.ts';
import type { CheckContext, CheckResult } from '../context.ts';
import { type Answer, header, send } from '../request.ts';

/** Where the owner changes the form's address, as the German lines name it. */
export const endpointSetting = 'formEndpoint in content/settings/site.yaml';

/** True while the settings still hold the template's example form address (and no build variable replaces it). */
function isTemplateEndpoint(root?: string): boolean {
  if (process.env.PUBLIC_ENV__FORM_ENDPOINT?.trim()) return false;
  return loadDataFile('settings', root).templateValues.some((value) => value.path === 'formEndpoint');
}

const listOf = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim().toLowerCase());

/** Whether an answer lets a browser on `origin` read it: `Access-Control-Allow-Origin` is `*` or exactly that origin. */
export function allowsOrigin(answer: Answer, origin: URL): boolean {
  const allowed = header(answer, 'access-control-allow-origin')?.trim();
  return allowed === '*' || allowed === origin.origin;
}

/**
 * What keeps a browser on `origin` from sending the form's JSON POST, judged from the service's
 * answer to the preflight (Fetch standard, CORS check): one German line, or undefined.
 */
export function preflightProblem(answer: Answer, origin: URL): string | undefined {
  const service = `Der Formulardienst (${answer.url.host})`;
  if (answer.status < 200 || answer.status > 299)
    return `${service} beantwortet die Vorab-Anfrage der Browser (CORS-Preflight, OPTIONS) mit ${answer.status} statt 2xx: Browser senden das Kontaktformular dann gar nicht ab – beim Formulardienst prüfen, ob das Formular aktiv ist und Anfragen von Websites (AJAX/JSON) annimmt.`;
  if (!allowsOrigin(answer, origin)) {
    const found = header(answer, 'access-control-allow-origin')?.trim();
    return `${service} nimmt keine Anfragen von ${origin.origin} an (Access-Control-Allow-Origin ${found ? `„${found}“` : 'fehlt'}): Browser blockieren jede Anfrage über das Kontaktformular – beim Formulardienst ${origin.hostname} als erlaubte Domain des Formulars eintragen.`;
  }
  const headers = listOf(header(answer, 'access-control-allow-headers'));
  if (!headers.includes('content-type') && !headers.includes('*'))
    return `${service} erlaubt von ${origin.origin} keine JSON-Anfragen (Content-Type fehlt in Access-Control-Allow-Headers): Browser blockieren jede Anfrage über das Kontaktformular – beim Formulardienst AJAX- bzw. JSON-Anfragen für das Formular einschalten.`;
  const methods = header(answer, 'access-control-allow-methods');
  if (methods && !listOf(methods).some((method) => method === 'post' || method === '*'))
    return `${service} erlaubt von ${origin.origin} kein Absenden (POST fehlt in Access-Control-Allow-Methods): Browser blockieren jede Anfrage über das Kontaktformular – beim Formulardienst nachfragen, ob das Formular Anfragen von Websites annimmt.`;
  return undefined;
}

/**
 * The live form as a browser on `origin` sees it, without submitting anything: the address exists
 * (no 404/410), and the service answers the preflight of the site's JSON POST.
 */
export async function checkFormEndpoint(origin: URL, endpoint: string): Promise<CheckResult> {
  const checked = (problems: Line[], what = 'Kontaktformular') => ({ problems, checked: what });
  // An https:// address: the settings schema refuses any other, in the file and as a build variable alike.
  const url = new URL(endpoint);
  const [page, preflight] = await Promise.all([
    send(url, { readBody: false }),
    send(url, {
      method: 'OPTIONS',
      readBody: false,
      headers: {
        origin: origin.origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    }),
  ]);
  if (page.status === 404 || page.status === 410)
    return checked([
      said(
        `Die Formular-Adresse ${url.href} gibt es beim Formulardienst nicht (Antwort ${page.status}): jede Anfrage über das Kontaktformular scheitert – beim Formulardienst die Adresse des Formulars nachsehen (Tippfehler in der Formular-ID? Formular gelöscht?) und als ${endpointSetting} eintragen, neu bauen und hochladen.`,
        `Die Formular-Adresse ${url.href} gibt es beim Formulardienst nicht (Antwort ${page.status}): jede Anfrage über das Kontaktformular scheitert – beim Formulardienst die Adresse des Formulars nachsehen (Tippfehler in der Formular-ID? Formular gelöscht?), unter Einstellungen › Dienste als „Formular-Adresse“ eintragen, speichern und noch einmal veröffentlichen.`,
      ),
    ]);
  const problem = preflightProblem(preflight, origin);
  return problem
    ? checked([problem])
    : checked([], `Kontaktformular (${url.host} nimmt Anfragen von ${origin.hostname} an)`);
}

/** The form of the site's settings (`formEndpoint`, or the build variable that replaces it). */
export async function checkForm({ origin, root }: CheckContext): Promise<CheckResult> {
  if (isTemplateEndpoint(root))
    return {
      problems: [
        said(
          `Die Formular-Adresse ist noch der Beispielwert der Vorlage (${site.formEndpoint}): keine Anfrage kommt bei Ihnen an – die Adresse Ihres Formulars beim Formulardienst im Editor (npm run edit) unter Einstellungen → Dienste als „Formular-Adresse“ eintragen und speichern (oder als ${endpointSetting} eintragen und „!platzhalter“ davor löschen), neu bauen und hochladen.`,
          `Die Formular-Adresse ist noch der Beispielwert der Vorlage (${site.formEndpoint}): keine Anfrage kommt bei Ihnen an – die Adresse Ihres Formulars beim Formulardienst unter Einstellungen › Dienste als „Formular-Adresse“ eintragen, speichern und noch einmal veröffentlichen.`,
        ),
      ],
      checked: 'Kontaktformular',
    };
  return checkFormEndpoint(origin, site.formEndpoint);
}
