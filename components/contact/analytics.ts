import type { TopicValue } from '../../content/types';

type Gtag = (command: 'event', action: string, params: Record<string, string>) => void;

declare global {
  interface Window {
    /** Present only when the site owner adds Google's tag themselves; the site loads none. */
    gtag?: Gtag;
  }
}

/** Reports a successful submission to an analytics tag, if the page has one. */
export function trackContactSubmit(topic: TopicValue | ''): void {
  if (typeof window.gtag !== 'function') return;
  window.gtag('event', 'contact_form_submit', { event_category: 'engagement', event_label: topic || 'general' });
}
