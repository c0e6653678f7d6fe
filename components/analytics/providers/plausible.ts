import type { Adapter, CollectorSettings, PageFacts } from './adapter.ts';

// Plausible's Events API (also Plausible Community Edition): https://plausible.io/docs/events-api
// Its own script also sends the window's width; this request leaves the optional width out.
function request(settings: CollectorSettings, page: PageFacts, name: string, props?: Record<string, string>) {
  const body = {
    name,
    url: page.url,
    domain: settings.siteId,
    referrer: page.referrer || null,
    ...(props && { props }),
  };
  return { url: `${settings.endpoint}/api/event`, body: JSON.stringify(body) };
}

export const plausible: Adapter = {
  pageView: (settings, page) => request(settings, page, 'pageview'),
  event: (settings, page, event) =>
    request(settings, page, event.name, { category: event.category, label: event.label }),
};
