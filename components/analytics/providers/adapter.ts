/** Where the collector is and under which ID the site reports to it. */
export interface CollectorSettings {
  /** The installation's address, without trailing slash. */
  endpoint: string;
  siteId: string;
}

/** What a request tells about the page: addresses are origin and path only (see ../pageFacts.ts). */
export interface PageFacts {
  url: string;
  /** The previous page, or '' when the browser names none. */
  referrer: string;
  title: string;
}

/** The one event the site reports (spec 7): a sent enquiry, labelled with its topic or "general". */
export interface AnalyticsEvent {
  name: 'contact_form_submit';
  category: 'engagement';
  label: string;
}

/** One request to the collector: a GET of `url`, or, with a body, a POST of that text. */
export interface Beacon {
  url: string;
  body?: string;
}

/** A provider's request format. One file per provider; selected at build time (../selectedAdapter.ts). */
export interface Adapter {
  pageView(settings: CollectorSettings, page: PageFacts): Beacon;
  event(settings: CollectorSettings, page: PageFacts, event: AnalyticsEvent): Beacon;
}
