/**
 * Identity and configuration of the site, as the code uses it: the owner's settings file
 * `content/settings/site.yaml`, checked against model/schemas/settings.ts, with what follows from it
 * (model/schemas/site.ts: the filled texts, the country, the title template, the default social
 * image). Values the template marks `!platzhalter` there must be replaced before going live
 * (`npm run check:launch`).
 *
 * `url`, `formEndpoint` and the analytics setting can be overridden at build time through
 * environment variables, checked like the file's values (model/load/env.ts; docs/build.md,
 * "Configuration at build time").
 */
import settings from './content/settings.ts';
import type { Content } from './load/content.ts';

/** The site as the code uses it: the settings without the deploy target (tools only), plus what follows from them. */
export type SiteConfig = Content['settings'];

/** A messaging service used in client work, as the privacy policy names it. */
export type MessagingService = SiteConfig['legal']['messagingServices']['whatsapp'];

export const site: SiteConfig = settings;
