import { hasOptedOut } from './optOut.ts';
import { pageFacts } from './pageFacts.ts';
import type { AnalyticsEvent } from './providers/adapter.ts';
import { adapter, collector } from './selectedAdapter.ts';
import { send } from './send.ts';

/** Reports the current page load, if the build has analytics and the visitor has not opted out. */
export function trackPageView(): void {
  if (adapter && !hasOptedOut()) send(adapter.pageView(collector, pageFacts()));
}

/** Reports an event on the current page, on the same conditions. */
export function trackEvent(event: AnalyticsEvent): void {
  if (adapter && !hasOptedOut()) send(adapter.event(collector, pageFacts(), event));
}
