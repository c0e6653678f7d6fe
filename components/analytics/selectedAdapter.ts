import type { Adapter } from './providers/adapter.ts';
import { matomo } from './providers/matomo.ts';
import { plausible } from './providers/plausible.ts';

/**
 * The build's adapter. `__ANALYTICS_PROVIDER__` is a literal the build inlines (vite.config.ts):
 * the bundler keeps the one adapter chosen and drops the others; without analytics, all of them.
 * A provider added to `analyticsProviders` (model/analytics.ts) without its line here fails the
 * type check at `satisfies null`.
 */
export const adapter: Adapter | null =
  __ANALYTICS_PROVIDER__ === 'matomo'
    ? matomo
    : __ANALYTICS_PROVIDER__ === 'plausible'
      ? plausible
      : (__ANALYTICS_PROVIDER__ satisfies null);

export const collector = { endpoint: __ANALYTICS_ENDPOINT__, siteId: __ANALYTICS_SITE_ID__ };
