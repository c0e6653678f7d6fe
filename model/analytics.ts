import { readEnv } from './load/env';

/**
 * The analytics tools the site can report to, the one list of them: each has an adapter in
 * components/analytics/providers/ and its privacy facts in model/legal/analyticsTools.ts.
 */
export const analyticsProviders = ['matomo', 'plausible'] as const;

export type AnalyticsProvider = (typeof analyticsProviders)[number];

/** Who runs the analytics installation, as the privacy policy names it. */
export type AnalyticsOperator =
  /** You run it yourself (Matomo On-Premise, Plausible Community Edition). */
  | 'self-hosted'
  | {
      /** A provider runs it for you: its name and seat, e.g. "Plausible Insights OÜ, Tartu, Estland". */
      provider: string;
      /** The provider's privacy statement. */
      privacyUrl?: string;
      /** Only for a provider outside the EU/EEA: the legal basis of the transfer, e.g. "Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO)". */
      transferBasis?: string;
    };

/** Web analytics: which tool receives the page views and the contact form event. */
export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /**
   * Address of the installation, without trailing slash. Matomo: the folder that holds
   * `matomo.php`, e.g. `https://statistik.meine-domain.at`; Plausible: its origin, e.g.
   * `https://plausible.io`. Its origin is allowed in the Content Security Policy.
   */
  endpoint: string;
  /** Matomo: the site's ID (`idsite`, e.g. "1"); Plausible: the domain the site is registered under (e.g. "meine-domain.at"). */
  siteId: string;
  operator: AnalyticsOperator;
  /** Months after which the data of single visits are deleted (privacy policy; set the tool up accordingly). */
  retentionMonths: number;
}

/** The build variables, read where Vite can inline them. */
const fromEnv = {
  provider: () => readEnv(() => import.meta.env.PUBLIC_ENV__ANALYTICS_PROVIDER, 'PUBLIC_ENV__ANALYTICS_PROVIDER'),
  endpoint: () => readEnv(() => import.meta.env.PUBLIC_ENV__ANALYTICS_ENDPOINT, 'PUBLIC_ENV__ANALYTICS_ENDPOINT'),
  siteId: () => readEnv(() => import.meta.env.PUBLIC_ENV__ANALYTICS_SITE_ID, 'PUBLIC_ENV__ANALYTICS_SITE_ID'),
  operator: () => readEnv(() => import.meta.env.PUBLIC_ENV__ANALYTICS_OPERATOR, 'PUBLIC_ENV__ANALYTICS_OPERATOR'),
  retentionMonths: () =>
    readEnv(() => import.meta.env.PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS, 'PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS'),
};

const operatorOf = (value: string): AnalyticsOperator => (value === 'self-hosted' ? 'self-hosted' : { provider: value });

/**
 * The analytics setting of `model/site.ts`, with the `PUBLIC_ENV__ANALYTICS_*` build variables
 * taking precedence (`PUBLIC_ENV__ANALYTICS_PROVIDER=none` switches a configured tool off). The
 * build checks the result (build/analyticsDefines.ts); this module stays small because the
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
