import { site } from '#model/site.ts';
import {
  type ContactValues,
  contactHeaders,
  contactPayload as germanPayload,
  submitTimeoutMs,
} from '../submitContact.ts';

export {
  type ContactValues,
  contactHeaders,
  emptyContactValues,
  submitTimeoutMs,
  type ValidationError,
  validateContact,
} from '../submitContact.ts';

/**
 * The JSON body of an enquiry from an English page: the German one's fields, and the page's language,
 * so that the owner sees in the form service's e-mail in which language to answer. A German
 * enquiry sends none, as before there was an English version.
 */
export function contactPayload(values: ContactValues) {
  return { ...germanPayload(values), language: 'en' };
}

/**
 * As the German module's submitContact, with this module's body. Written again, not imported: the
 * German function builds its body with its own contactPayload, and the German module stays as it is
 * (a site without English is byte for byte the same).
 */
export async function submitContact(values: ContactValues, endpoint: string = site.formEndpoint): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), submitTimeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: contactHeaders,
      body: JSON.stringify(contactPayload(values)),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
