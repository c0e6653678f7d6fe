import type { Adapter, CollectorSettings, PageFacts } from './adapter.ts';

// Matomo's HTTP Tracking API: https://developer.matomo.org/api-reference/tracking-api
// No visitor ID, no cookies and no device facts: without `res` Matomo records no screen resolution.
// send_image=0 asks for an empty 204 answer.
function request(settings: CollectorSettings, page: PageFacts, params: Record<string, string>) {
  const query = new URLSearchParams({
    idsite: settings.siteId,
    rec: '1',
    url: page.url,
    ...(page.referrer && { urlref: page.referrer }),
    ...params,
    send_image: '0',
  });
  return { url: `${settings.endpoint}/matomo.php?${query}` };
}

export const matomo: Adapter = {
  pageView: (settings, page) => request(settings, page, { action_name: page.title }),
  // ca=1: a custom action, never counted as a page view.
  event: (settings, page, event) =>
    request(settings, page, { ca: '1', e_c: event.category, e_a: event.name, e_n: event.label }),
};
