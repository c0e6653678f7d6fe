import { type AnalyticsProvider, analyticsProviders } from './lists/analyticsProviders.ts';
import type { SiteConfig } from './site.ts';

export { type AnalyticsProvider, analyticsProviders };

/**
 * Web analytics: which tool receives the page views and the contact form event (the `analytics`
 * group of content/settings/site.yaml, typed by its schema; model/schemas/settings.ts says what
 * each field holds; the `PUBLIC_ENV__ANALYTICS_*` build variables may replace its values,
 * model/load/env.ts).
 */
export type AnalyticsConfig = NonNullable<SiteConfig['analytics']>;

/** Who runs the analytics installation: 'self-hosted', or a provider with its privacy facts. */
export type AnalyticsOperator = AnalyticsConfig['operator'];
