/**
 * The analytics tools the site can report to, the one list of them: each has an adapter in
 * components/analytics/providers/ and its privacy facts in model/legal/analyticsTools.ts.
 */
export const analyticsProviders = ['matomo', 'plausible'] as const;

export type AnalyticsProvider = (typeof analyticsProviders)[number];
