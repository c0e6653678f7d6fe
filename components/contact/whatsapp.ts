import { site } from '#model/site.ts';

/** Where a WhatsApp link sits: `cta` (hero, floating button), `form_success` (after the form) or `form_error` (the form failed). */
export type WhatsAppMedium = 'cta' | 'form_success' | 'form_error';

/** A `https://wa.me/<digits>?text=…` link with the prefilled text and UTM parameters. */
export function whatsappUrl(text: string, medium: WhatsAppMedium, number: string = site.whatsappNumber): string {
  const digits = number.replace(/\D/g, '').replace(/^0+/, '');
  const params = new URLSearchParams({
    text,
    utm_source: 'website',
    utm_medium: medium,
    utm_campaign: 'whatsapp_contact',
  });
  // URLSearchParams encodes spaces as "+"; WhatsApp expects percent-encoding.
  return `https://wa.me/${digits}?${params.toString().replace(/\+/g, '%20')}`;
}
