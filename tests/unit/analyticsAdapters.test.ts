import { describe, expect, it } from 'vitest';
import type { PageFacts } from '#components/analytics/providers/adapter.ts';
import { matomo } from '#components/analytics/providers/matomo.ts';
import { plausible } from '#components/analytics/providers/plausible.ts';

const page: PageFacts = {
  url: 'https://www.meine-domain.at/blog/foerderungen-innovation',
  referrer: 'https://www.meine-domain.at/blog',
  title: 'Förderungen & Innovation | Max Mustermann Strategie',
};
const event = { name: 'contact_form_submit', category: 'engagement', label: 'funding' } as const;

describe('Matomo adapter (HTTP Tracking API)', () => {
  const settings = { endpoint: 'https://statistik.meine-domain.at', siteId: '3' };

  it('reports a page view as a GET of matomo.php with the page, referrer and title, and nothing about the device', () => {
    const { url, body } = matomo.pageView(settings, page);
    expect(body).toBeUndefined();
    const sent = new URL(url);
    expect(sent.origin + sent.pathname).toBe('https://statistik.meine-domain.at/matomo.php');
    expect([...sent.searchParams]).toEqual([
      ['idsite', '3'],
      ['rec', '1'],
      ['url', page.url],
      ['urlref', page.referrer],
      ['action_name', page.title],
      ['send_image', '0'],
    ]);
  });

  it('reports the enquiry as an event (category, action, name), not as a page view', () => {
    const sent = new URL(matomo.event(settings, { ...page, referrer: '' }, event).url);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      idsite: '3',
      rec: '1',
      url: page.url,
      ca: '1',
      e_c: 'engagement',
      e_a: 'contact_form_submit',
      e_n: 'funding',
      send_image: '0',
    });
  });
});

describe('Plausible adapter (Events API)', () => {
  const settings = { endpoint: 'https://plausible.io', siteId: 'meine-domain.at' };

  it('posts a pageview to /api/event', () => {
    const { url, body } = plausible.pageView(settings, page);
    expect(url).toBe('https://plausible.io/api/event');
    expect(JSON.parse(body!)).toEqual({
      name: 'pageview',
      url: page.url,
      domain: 'meine-domain.at',
      referrer: page.referrer,
    });
  });

  it('posts the enquiry with category and label as properties; no referrer is null', () => {
    const { body } = plausible.event(settings, { ...page, referrer: '' }, event);
    expect(JSON.parse(body!)).toEqual({
      name: 'contact_form_submit',
      url: page.url,
      domain: 'meine-domain.at',
      referrer: null,
      props: { category: 'engagement', label: 'funding' },
    });
  });
});
