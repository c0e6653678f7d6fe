import {
  type ContactValues,
  contactHeaders,
  contactPayload,
  emptyContactValues,
} from '#components/contact/submitContact.ts';
import { site } from '#model/site.ts';
import { allowsOrigin, endpointSetting } from './checks/form.ts';
import { HostError } from './netErrors.ts';
import { type Answer, header, send } from './request.ts';

/** The outcome of a test enquiry: one German line for the owner. */
export interface TestEnquiryResult {
  ok: boolean;
  line: string;
}

export interface TestEnquiryOptions {
  /** The form's address; by default the site's (`formEndpoint`). */
  endpoint?: string;
  /** Who sent it, as the message names it, e.g. "npm run check:host" or the editor's publish page. */
  source?: string;
  now?: Date;
}

const testName = 'Testanfrage (Website-Prüfung)';

/** The form as a visitor would fill it in: topic left empty (sent as "Allgemein"), the owner's own address as sender. */
export function testEnquiryValues(origin: URL, source: string, now: Date): ContactValues {
  const when = now.toLocaleString('de-AT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Vienna' });
  return {
    ...emptyContactValues,
    name: testName,
    email: site.email,
    message: `Testanfrage von ${origin.hostname} (${source}, ${when}) – bitte nicht beantworten`,
    consent: true,
  };
}

/** The service's own words, shortened to one line: a JSON error message if there is one, else the text. */
function said(answer: Answer): string {
  let text = answer.body;
  try {
    const json = JSON.parse(answer.body) as { error?: unknown; errors?: { message?: unknown }[]; message?: unknown };
    const messages = [
      json.error,
      json.message,
      ...(Array.isArray(json.errors) ? json.errors.map((error) => error?.message) : []),
    ];
    text = messages.filter((message) => typeof message === 'string').join('; ') || text;
  } catch {
    // Not JSON: the text as it came.
  }
  const line = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/** What the owner does about a refused test enquiry, by the service's status. */
function todo(status: number, origin: URL): string {
  if (status === 404 || status === 410)
    return `die Adresse des Formulars beim Formulardienst nachsehen und als ${endpointSetting} eintragen, neu bauen und hochladen.`;
  if (status === 401 || status === 403)
    return `beim Formulardienst prüfen, ob das Formular bestätigt ist (E-Mail des Dienstes nach dem Anlegen) und ${origin.hostname} als erlaubte Domain eingetragen ist.`;
  if (status === 429) return 'beim Formulardienst das Kontingent des Formulars (Anfragen pro Monat) prüfen.';
  if (status >= 500)
    return 'eine Störung beim Formulardienst: später wiederholen; hält sie an, beim Dienst nachfragen.';
  return 'die Meldung des Formulardienstes oben lesen und die Einstellungen des Formulars beim Dienst prüfen.';
}

/**
 * Sends one clearly marked test enquiry through the live form, exactly as the site's contact form
 * sends it (components/contact/submitContact.ts: same headers, same JSON body), with the site's
 * origin as a browser sends it, and reports the service's answer. For `npm run check:host --
 * --testanfrage` and the editor's publish page.
 */
export async function sendTestEnquiry(
  origin: URL,
  { endpoint = site.formEndpoint, source = 'npm run check:host', now = new Date() }: TestEnquiryOptions = {},
): Promise<TestEnquiryResult> {
  if (!URL.canParse(endpoint) || new URL(endpoint).protocol !== 'https:')
    return {
      ok: false,
      line: `Testanfrage nicht gesendet: die Formular-Adresse „${endpoint}“ ist keine https://-Adresse (${endpointSetting}).`,
    };
  const url = new URL(endpoint);
  let answer: Answer;
  try {
    answer = await send(url, {
      method: 'POST',
      headers: { ...contactHeaders, origin: origin.origin, referer: `${origin.origin}/` },
      body: JSON.stringify(contactPayload(testEnquiryValues(origin, source, now))),
    });
  } catch (error) {
    if (error instanceof HostError) return { ok: false, line: `Testanfrage nicht gesendet: ${error.message}` };
    throw error;
  }
  const service = `Der Formulardienst (${url.host}) hat mit ${answer.status} geantwortet`;
  if (answer.status < 200 || answer.status > 299) {
    const words = said(answer);
    const location = header(answer, 'location');
    const redirect =
      answer.status >= 300 && answer.status < 400 && location
        ? ` und leitet auf ${new URL(location, url).href} um`
        : '';
    return {
      ok: false,
      line: `Testanfrage abgelehnt: ${service}${words ? ` („${words}“)` : ''}${redirect}; sie kommt nicht an – ${todo(answer.status, origin)}`,
    };
  }
  if (!allowsOrigin(answer, origin))
    return {
      ok: false,
      line: `Testanfrage angenommen, aber ohne Access-Control-Allow-Origin für ${origin.origin}: Besucher sähen trotzdem die Fehlermeldung, obwohl die Anfrage ankommt – beim Formulardienst ${origin.hostname} als erlaubte Domain des Formulars eintragen.`,
    };
  return {
    ok: true,
    line: `Testanfrage gesendet: ${service}. Sehen Sie in dem Postfach, an das der Formulardienst Ihre Anfragen schickt, nach, ob sie angekommen ist (Name „${testName}“; auch im Spam-Ordner).`,
  };
}
