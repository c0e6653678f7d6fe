import { contactCopy } from '#model/copy/contact.ts';
import { site } from '#model/site.ts';
import type { TopicValue } from '#model/types.ts';

/** What the visitor typed into the contact form. */
export interface ContactValues {
  name: string;
  email: string;
  topic: TopicValue | '';
  message: string;
  consent: boolean;
  _gotcha: string;
}

export const emptyContactValues: ContactValues = {
  name: '',
  email: '',
  topic: '',
  message: '',
  consent: false,
  _gotcha: '',
};

export type ValidationError = 'required' | 'consent';

/** The spec's rules, in order: name and e-mail non-empty after trimming, then consent. */
export function validateContact(values: ContactValues): ValidationError | null {
  if (values.name.trim() === '' || values.email.trim() === '') return 'required';
  if (!values.consent) return 'consent';
  return null;
}

/** The exact JSON body the form service receives. */
export function contactPayload(values: ContactValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    topic: values.topic === '' ? contactCopy.defaultTopic : values.topic,
    message: values.message,
    _gotcha: values._gotcha,
    utm_source: 'website',
    utm_medium: 'form',
    utm_campaign: 'contact',
  };
}

/** The request headers of the form's POST (`npm run check:host -- --testanfrage` sends the same). */
export const contactHeaders = { 'Content-Type': 'application/json', Accept: 'application/json' } as const;

export const submitTimeoutMs = 15_000;

/** POSTs the form; resolves true on a 2xx answer, false on any other status, network error or timeout. */
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
