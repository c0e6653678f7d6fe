import { type AnalyticsProvider, analyticsProviders } from './lists/analyticsProviders';
import { readEnv } from './load/env';
import type { Settings } from './schemas/settings';

export { type AnalyticsProvider, analyticsProviders };

/**
 * Web analytics: which tool receives the page views and the contact form event (the `analytics`
 * group of content/settings/site.yaml, typed by its schema; model/schemas/settings.ts says what
 * each field holds).
 */
export type AnalyticsConfig = NonNullable<Settings['analytics']>;

/** Who runs the analytics installation: 'self-hosted', or a provider with its privacy facts. */
export type AnalyticsOperator = AnalyticsConfig['operator'];

/** The build variables, read where Vite can inline them. */
const fromEnv = {
  provider: () => readEnv(() => import.meta.env.PUBLIC_ENV__ANALYTICS_PROVIDER, 'PUBLIC_ENV__ANALYTICS_PROVIDER'),
  endpoint: () => readEnv(() => import.meta.env.PUBLIC_ENV__ANALYTICS_ENDPOINT, 'PUBLIC_ENV__ANALYTICS_ENDPOINT'),
  siteId: () => readEnv(() => import.meta.env.PUBLIC_ENV__ANALYTICS_SITE_ID, 'PUBLIC_ENV__ANALYTICS_SITE_ID'),
  operator: () => readEnv(() => import.meta.env.PUBLIC_ENV__ANALYTICS_OPERATOR, 'PUBLIC_ENV__ANALYTICS_OPERATOR'),
  retentionMonths: () =>
    readEnv(() => import.meta.env.PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS, 'PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS'),
};

const operatorOf = (value: string): AnalyticsOperator =>
  value === 'self-hosted' ? 'self-hosted' : { provider: value };

/**
 * The analytics setting of `model/site.ts`, with the `PUBLIC_ENV__ANALYTICS_*` build variables
 * taking precedence (`PUBLIC_ENV__ANALYTICS_PROVIDER=none` switches a configured tool off). The
 * build checks the result (integrations/analyticsDefines.ts); this module stays small because the
 * contact island imports `site`.
 */
export function analyticsSetting(inFile: AnalyticsConfig | null): AnalyticsConfig | null {
  const provider = fromEnv.provider() ?? inFile?.provider;
  if (provider === undefined || provider === 'none') return null;
  const operator = fromEnv.operator();
  const retention = fromEnv.retentionMonths();
  return {
    provider: provider as AnalyticsProvider,
    endpoint: (fromEnv.endpoint() ?? inFile?.endpoint ?? '').replace(/\/+$/, ''),
    siteId: fromEnv.siteId() ?? inFile?.siteId ?? '',
    // Left undefined when missing, for the build's check to name.
    operator: operator === undefined ? (inFile?.operator as AnalyticsConfig['operator']) : operatorOf(operator),
    retentionMonths: retention === undefined ? (inFile?.retentionMonths as number) : Number(retention),
  };
}
