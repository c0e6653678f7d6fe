import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAnalytics } from '#integrations/analyticsDefines';
import { type AnalyticsConfig, analyticsSetting } from '#model/analytics';
import { site } from '#model/site';

const selfHostedMatomo: AnalyticsConfig = {
  provider: 'matomo',
  endpoint: 'https://statistik.meine-domain.at',
  siteId: '1',
  operator: 'self-hosted',
  retentionMonths: 14,
};

afterEach(() => vi.unstubAllEnvs());

describe('analytics setting', () => {
  it('is off by default', () => {
    expect(site.analytics).toBeNull();
    expect(analyticsSetting(null)).toBeNull();
  });

  it('takes the file setting as written', () => {
    expect(analyticsSetting(selfHostedMatomo)).toEqual(selfHostedMatomo);
  });

  it('lets the build variables choose and describe a provider', () => {
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_PROVIDER', 'plausible');
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_ENDPOINT', 'https://plausible.io/');
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_SITE_ID', 'meine-domain.at');
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_OPERATOR', 'Plausible Insights OÜ, Tartu, Estland');
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS', '24');
    expect(analyticsSetting(null)).toEqual({
      provider: 'plausible',
      endpoint: 'https://plausible.io',
      siteId: 'meine-domain.at',
      operator: { provider: 'Plausible Insights OÜ, Tartu, Estland' },
      retentionMonths: 24,
    });
  });

  it('lets single build variables override the file setting, and "none" switch it off', () => {
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_SITE_ID', '3');
    expect(analyticsSetting(selfHostedMatomo)).toEqual({ ...selfHostedMatomo, siteId: '3' });
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_PROVIDER', 'none');
    expect(analyticsSetting(selfHostedMatomo)).toBeNull();
  });

  it('stops the build when a provider lacks what the requests or the privacy policy need', () => {
    const check = (inFile: AnalyticsConfig | null) => () => checkAnalytics(analyticsSetting(inFile));
    expect(check(selfHostedMatomo)).not.toThrow();
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_PROVIDER', 'matomo');
    expect(check(null)).toThrow(/endpoint "".*site ID.*operator.*retention/);
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_PROVIDER', 'google');
    expect(check(selfHostedMatomo)).toThrow(/provider "google"/);
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_PROVIDER', 'matomo');
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS', 'vierzehn');
    expect(check(selfHostedMatomo)).toThrow(/retention/);
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS', '14');
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_ENDPOINT', 'https://statistik.meine-domain.at/matomo.php?x=1');
    expect(check(selfHostedMatomo)).toThrow(/endpoint/);
    vi.stubEnv('PUBLIC_ENV__ANALYTICS_ENDPOINT', 'https://statistik.meine-domain.at/matomo.php');
    expect(check(selfHostedMatomo)).toThrow(/without query or tracking file/);
  });
});
