import { afterEach, describe, expect, it, vi } from 'vitest';
import * as english from '#components/contact/en/submitContact.ts';
import * as german from '#components/contact/submitContact.ts';

const filled = { ...german.emptyContactValues, name: ' Anna ', email: 'anna@example.org', consent: true };

describe('the enquiry from an English page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the German body and the page’s language; the German body has no language', () => {
    expect(english.contactPayload(filled)).toEqual({ ...german.contactPayload(filled), language: 'en' });
    expect(german.contactPayload(filled)).not.toHaveProperty('language');
  });

  it('posts that body with the German headers and answers as the German form does', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await english.submitContact(filled, 'https://forms.test/f/ok')).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      'https://forms.test/f/ok',
      expect.objectContaining({
        method: 'POST',
        headers: german.contactHeaders,
        body: JSON.stringify(english.contactPayload(filled)),
      }),
    );
    fetch.mockResolvedValueOnce(new Response('{}', { status: 422 }));
    expect(await english.submitContact(filled, 'https://forms.test/f/ok')).toBe(false);
    fetch.mockRejectedValueOnce(new TypeError('network'));
    expect(await english.submitContact(filled, 'https://forms.test/f/ok')).toBe(false);
  });
});
