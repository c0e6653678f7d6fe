import { type AnalyticsConfig, analyticsProviders } from '#model/analytics';

/**
 * Stops the build when the analytics setting lacks what the requests or the privacy policy need:
 * the privacy policy must never guess who runs the tool or how long it keeps the data.
 */
export function checkAnalytics(config: AnalyticsConfig | null): void {
  if (!config) return;
  const { provider, endpoint, siteId, operator, retentionMonths } = config as Partial<AnalyticsConfig>;
  const problems = [
    !analyticsProviders.includes(provider!) && `provider "${provider}" (known: ${analyticsProviders.join(', ')}, none)`,
    (!/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(endpoint ?? '') || /\.php$|\/api\/\w+$/.test(endpoint ?? '')) &&
      `endpoint "${endpoint}" (the installation's http(s) address, without query or tracking file)`,
    !siteId && 'site ID',
    !operator && 'operator ("self-hosted" or the provider\'s name and seat)',
    !(Number.isInteger(retentionMonths) && retentionMonths! > 0) && 'retention in months',
  ].filter(Boolean);
  if (problems.length > 0)
    throw new Error(`Analytics setting incomplete or invalid: ${problems.join('; ')}. See README, "Web analytics".`);
}

/**
 * The part of the checked setting the browser needs, as compile-time constants (declared in
 * renderer/env.d.ts). With no analytics the provider is the literal `null`, so the bundler drops
 * every adapter (components/analytics/selectedAdapter.ts).
 */
export function analyticsDefines(config: AnalyticsConfig | null): Record<string, string> {
  checkAnalytics(config);
  return {
    __ANALYTICS_PROVIDER__: JSON.stringify(config?.provider ?? null),
    __ANALYTICS_ENDPOINT__: JSON.stringify(config?.endpoint ?? ''),
    __ANALYTICS_SITE_ID__: JSON.stringify(config?.siteId ?? ''),
  };
}
