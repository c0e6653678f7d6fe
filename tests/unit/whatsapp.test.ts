import { describe, expect, it } from 'vitest';
import { whatsappUrl } from '#components/contact/whatsapp.ts';
import { site } from '#model/site.ts';

describe('WhatsApp link builder', () => {
  it('builds a wa.me link with the digits only and the UTM parameters', () => {
    const url = new URL(whatsappUrl('Hallo', 'cta', '+43 (660) 123 456'));
    expect(url.origin + url.pathname).toBe('https://wa.me/43660123456');
    expect(url.searchParams.get('utm_source')).toBe('website');
    expect(url.searchParams.get('utm_medium')).toBe('cta');
    expect(url.searchParams.get('utm_campaign')).toBe('whatsapp_contact');
  });

  it('percent-encodes German characters and spaces (no "+")', () => {
    const link = whatsappUrl('Grüß Gott! Größe & Maß?', 'form_success');
    expect(link).toContain('text=Gr%C3%BC%C3%9F%20Gott%21%20Gr%C3%B6%C3%9Fe%20%26%20Ma%C3%9F%3F');
    expect(link).not.toContain('+');
    expect(new URL(link).searchParams.get('text')).toBe('Grüß Gott! Größe & Maß?');
    expect(new URL(link).searchParams.get('utm_medium')).toBe('form_success');
  });

  it('uses the configured number and greeting by default', () => {
    const url = new URL(whatsappUrl(site.whatsapp.greeting, 'cta'));
    expect(url.pathname).toBe(`/${site.whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe(site.whatsapp.greeting);
  });
});
