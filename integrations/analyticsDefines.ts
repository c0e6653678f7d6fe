import type { AnalyticsConfig } from '#model/analytics.ts';

/**
 * The part of the checked analytics setting (model/schemas/settings.ts, with the build's overrides)
 * that the browser needs, as compile-time constants (declared in renderer/env.d.ts). With no
 * analytics the provider is the literal `null`, so the bundler drops every adapter
 * (components/analytics/selectedAdapter.ts).
 */
export function analyticsDefines(config: AnalyticsConfig | null): Record<string, string> {
  return {
    __ANALYTICS_PROVIDER__: JSON.stringify(config?.provider ?? null),
    __ANALYTICS_ENDPOINT__: JSON.stringify(config?.endpoint ?? ''),
    __ANALYTICS_SITE_ID__: JSON.stringify(config?.siteId ?? ''),
  };
}
