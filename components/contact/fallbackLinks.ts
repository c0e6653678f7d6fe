import { contactCopy } from '#model/copy/contact.ts';
import { topics } from '#model/lists/topics.ts';
import { site } from '#model/site.ts';
import type { ContactValues } from './submitContact.ts';
import { whatsappUrl } from './whatsapp.ts';

/**
 * The longest link the error state builds. Mail programs on Windows take at most about 2,000
 * characters from a `mailto:` link (the old 2,083-character URL limit of Windows); WhatsApp takes
 * more, but one limit for both keeps the two links alike.
 */
export const maxLinkLength = 2000;
/** A name longer than this (a paste gone wrong) is cut, so that the message keeps its room. */
const maxNameLength = 80;

/** The two ways to send the enquiry another way, and whether the message had to be cut to fit. */
export interface FallbackLinks {
  whatsapp: string;
  email: string;
  cut: boolean;
}

const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter('de', { granularity: 'grapheme' }).segment(text), (part) => part.segment);

/** `text` cut to at most `max` characters as people see them (emoji and accents stay whole), with "…". */
function shortened(text: string, max: number): string {
  const parts = graphemes(text);
  return parts.length <= max ? text : `${parts.slice(0, max).join('').trimEnd()}…`;
}

/** The text the visitor sends: the greeting, then name, topic (its label; none is "Allgemein") and message. */
function fallbackText(name: string, topicValue: ContactValues['topic'], message: string, lineBreak: string): string {
  const { fields, failed } = contactCopy;
  const topic = topics.find((option) => option.value === topicValue)?.label ?? contactCopy.defaultTopic;
  const lines = [failed.greeting, '', `${fields.name}: ${name}`, `${fields.topic}: ${topic}`];
  if (message.trim() !== '') lines.push(`${fields.message}: ${message.trim()}`);
  return lines.join(lineBreak);
}

/**
 * The link `build` makes from the message, with the message cut (at a whole character, with "…"
 * and the note of the page texts) as far as needed to stay within `maxLinkLength`.
 */
function fitted(build: (message: string) => string, message: string): { url: string; cut: boolean } {
  const whole = build(message);
  if (whole.length <= maxLinkLength) return { url: whole, cut: false };
  const parts = graphemes(message.trim());
  const withFirst = (count: number) =>
    build(`${parts.slice(0, count).join('').trimEnd()}… ${contactCopy.failed.cutNote}`);
  // The link grows with every character kept: the longest start of the message that fits.
  let low = 0;
  let high = parts.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (withFirst(middle).length <= maxLinkLength) low = middle;
    else high = middle - 1;
  }
  return { url: withFirst(low), cut: true };
}

/** A `mailto:` link to the consultant with subject and body filled in (line breaks as CRLF, RFC 6068). */
function mailtoUrl(subject: string, body: string): string {
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The error state's links (components/contact/ContactFallbackLinks.tsx): WhatsApp and e-mail with
 * what the visitor typed. Nothing is sent until the visitor taps one and sends it there.
 */
export function fallbackLinks(values: ContactValues): FallbackLinks {
  const name = shortened(values.name.trim(), maxNameLength);
  const text = (message: string, lineBreak: string) => fallbackText(name, values.topic, message, lineBreak);
  const whatsapp = fitted((message) => whatsappUrl(text(message, '\n'), 'form_error'), values.message);
  const email = fitted((message) => mailtoUrl(contactCopy.failed.subject, text(message, '\r\n')), values.message);
  return { whatsapp: whatsapp.url, email: email.url, cut: whatsapp.cut || email.cut };
}
