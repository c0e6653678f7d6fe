import { describe, expect, it } from 'vitest';
import { fallbackLinks, maxLinkLength } from '#components/contact/fallbackLinks.ts';
import { type ContactValues, emptyContactValues } from '#components/contact/submitContact.ts';
import { contactCopy } from '#model/copy/contact.ts';
import { datenschutz } from '#model/legal/datenschutz.ts';
import { site } from '#model/site.ts';
import { blockTexts } from './copyText.ts';

const typed: ContactValues = {
  ...emptyContactValues,
  name: ' Anna Berger ',
  email: 'anna@example.org',
  topic: 'innovation',
  message: 'Wir planen den Markteintritt in Slowenien.',
  consent: true,
};

/** What the WhatsApp link prefills, and its UTM medium. */
const whatsapp = (link: string) => {
  const url = new URL(link);
  return {
    text: url.searchParams.get('text') ?? '',
    medium: url.searchParams.get('utm_medium'),
    number: url.pathname.slice(1),
  };
};

/** Recipient, subject and body of the mailto: link. */
const mail = (link: string) => {
  const url = new URL(link);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') ?? '' };
};

describe('the links of the error state: the enquiry as typed, by WhatsApp or e-mail', () => {
  it('prefill WhatsApp with name, topic label and message, UTM medium form_error', () => {
    const link = whatsapp(fallbackLinks(typed).whatsapp);
    expect(link.number).toBe(site.whatsappNumber);
    expect(link.medium).toBe('form_error');
    expect(link.text).toBe(
      `${contactCopy.failed.greeting}\n\nName: Anna Berger\nThema: Innovation & Transformation\nNachricht: Wir planen den Markteintritt in Slowenien.`,
    );
  });

  it('prefill an e-mail to the consultant with subject and the same text, lines ending in CRLF', () => {
    const link = mail(fallbackLinks(typed).email);
    expect(link.to).toBe(site.email);
    expect(link.subject).toBe(contactCopy.failed.subject);
    expect(link.body).toBe(
      `${contactCopy.failed.greeting}\r\n\r\nName: Anna Berger\r\nThema: Innovation & Transformation\r\nNachricht: Wir planen den Markteintritt in Slowenien.`,
    );
    expect(fallbackLinks(typed).email).not.toMatch(/[ \n+]/);
  });

  it('name no topic as "Allgemein" and leave out an empty message', () => {
    const { text } = whatsapp(fallbackLinks({ ...typed, topic: '', message: '  ' }).whatsapp);
    expect(text.split('\n').slice(2)).toEqual(['Name: Anna Berger', 'Thema: Allgemein']);
    expect(fallbackLinks(typed).cut).toBe(false);
  });

  it('cut a long message at a whole character with "…" and the note, within the length limit', () => {
    for (const message of [
      'Sehr geehrter Herr Berger, '.repeat(120),
      `Ausgangslage 👩🏽‍💻 Zürich é${' 😀'.repeat(1500)}`,
    ]) {
      const links = fallbackLinks({ ...typed, message });
      expect(links.cut).toBe(true);
      expect(links.whatsapp.length).toBeLessThanOrEqual(maxLinkLength);
      expect(links.email.length).toBeLessThanOrEqual(maxLinkLength);
      // Filled up to the limit, not cut far too early.
      expect(links.whatsapp.length).toBeGreaterThan(maxLinkLength - 40);
      for (const text of [whatsapp(links.whatsapp).text, mail(links.email).body]) {
        const kept = text.slice(
          text.indexOf('Nachricht: ') + 'Nachricht: '.length,
          -`… ${contactCopy.failed.cutNote}`.length,
        );
        expect(text.endsWith(`… ${contactCopy.failed.cutNote}`)).toBe(true);
        expect(message.startsWith(kept)).toBe(true);
        expect(kept.length).toBeGreaterThan(100);
        // No emoji cut in half: a lone surrogate would make encoding throw.
        expect(() => encodeURIComponent(kept)).not.toThrow();
        expect(kept.endsWith('\u{1F3FD}') || kept.endsWith('\u200D')).toBe(false);
      }
    }
  });

  it('keep within the limit even for an absurdly long name', () => {
    const links = fallbackLinks({ ...typed, name: 'Ä'.repeat(5000), message: 'x'.repeat(3000) });
    expect(links.whatsapp.length).toBeLessThanOrEqual(maxLinkLength);
    expect(links.email.length).toBeLessThanOrEqual(maxLinkLength);
    expect(whatsapp(links.whatsapp).text).toContain(`Name: ${'Ä'.repeat(80)}…`);
  });
});

it('the privacy policy says, under the contact form, that these links hand the typed text on only when tapped', () => {
  const form = datenschutz.sections
    .flatMap((section) => section.subsections ?? [])
    .find((sub) => sub.heading === 'Kontaktformular und Formulardienst');
  const sentence = form?.blocks.flatMap(blockTexts).find((text) => /Scheitert das Absenden/.test(text)) ?? '';
  expect(sentence).toMatch(/per WhatsApp oder per E-Mail/);
  expect(sentence).toMatch(/Name, Thema und Nachricht/);
  expect(sentence).toMatch(
    /An WhatsApp oder Ihr E-Mail-Programm gehen diese Angaben erst, wenn Sie einen der Links antippen/,
  );
});
