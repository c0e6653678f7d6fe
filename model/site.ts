/**
 * Identity and configuration of the site, as the code uses it: made from the owner's settings file
 * `content/settings/site.yaml` (checked against model/schemas/settings.ts), plus what follows
 * from it. Values the template marks `!platzhalter` there must be replaced before going live
 * (`npm run check:launch`).
 *
 * `SITE_URL`, `FORM_ENDPOINT` and the analytics setting can be overridden at build time through
 * environment variables (see README, "Configuration at build time").
 */
import type { z } from 'zod';
import { type AnalyticsConfig, analyticsSetting } from './analytics';
import settings from './data/settings';
import { readEnv } from './load/env';
import { fillFields } from './load/textFields';
import type { settingsSchema } from './schemas/settings';

/** A build-time override of a URL (see model/load/env.ts), without trailing slashes. */
function fromEnv(read: () => string | undefined, name: string, fallback: string): string {
  return readEnv(read, name)?.replace(/\/+$/, '') ?? fallback;
}

/** The settings file's content, as checked (model/schemas/settings.ts says what each field holds). */
type Settings = z.output<typeof settingsSchema>;

/** A messaging service used in client work, as the privacy policy names it. */
export type MessagingService = Settings['legal']['messagingServices']['whatsapp'];

/**
 * The site as the code uses it: the settings without the deploy target (tools only), plus what
 * follows from them: the country of the address, the build-time overrides of the URLs and the
 * analytics setting (see README, "Configuration at build time"), the title template and the
 * default social image.
 */
export type SiteConfig = Omit<Settings, 'deploy' | 'address' | 'analytics'> & {
  address: Settings['address'] & { country: string; countryCode: 'AT' };
  /**
   * Web analytics: `null` (none: nothing is loaded or sent, and the privacy policy says so) or one
   * tool the page's own script reports page views and sent enquiries to (see README, "Web analytics").
   */
  analytics: AnalyticsConfig | null;
  /** Title template: `%s` is replaced by the page title. */
  titleTemplate: string;
  /** Path of the default social preview image (1200 × 630), used by pages without their own (legal pages, 404). */
  defaultImage: string;
};

const address: SiteConfig['address'] = { ...settings.address, country: 'Österreich', countryCode: 'AT' };

/** The settings' own texts may name {name}, {region} and {years} too, so that no fact is typed twice. */
const filled = fillFields(
  {
    person: settings.person,
    description: settings.description,
    defaultImageAlt: settings.defaultImageAlt,
    legal: { ...settings.legal, chamber: settings.legal.chamber },
  },
  settings,
);

export const site: SiteConfig = {
  ...settings,
  ...filled,
  address,
  url: fromEnv(() => import.meta.env.PUBLIC_ENV__SITE_URL, 'PUBLIC_ENV__SITE_URL', settings.url),
  formEndpoint: fromEnv(
    () => import.meta.env.PUBLIC_ENV__FORM_ENDPOINT,
    'PUBLIC_ENV__FORM_ENDPOINT',
    settings.formEndpoint,
  ),
  analytics: analyticsSetting(settings.analytics),
  titleTemplate: `%s | ${settings.brand}`,
  defaultImage: '/og-default.jpg',
};
