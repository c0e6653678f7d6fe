import type { z } from 'zod';
import { fillFields } from '../load/textFields.ts';
import { settingsSchema } from './settings.ts';

/** The settings file's content, as checked: the file's own shape (the editor writes it). */
type Checked = z.output<typeof settingsSchema>;

/**
 * The web analytics of the site: `null` (none: nothing is loaded or sent, and the privacy policy
 * says so) or one tool that the page's own script reports page views and sent enquiries to.
 */
const analyticsOf = (analytics: Checked['analytics']) =>
  analytics === null ? null : { ...analytics, endpoint: analytics.endpoint.replace(/\/+$/, '') };

/**
 * The site as the code uses it, derived from the checked settings: the settings' own texts with
 * their {name}, {region} and {years} filled in (no fact typed twice), the country of the address,
 * the analytics endpoint without trailing slashes, the title template and the default social
 * image. `model/collections.ts` reads the settings file through this schema, so the code gets
 * exactly its output (model/content/settings.ts).
 */
export const siteSchema = settingsSchema.transform((settings) => {
  const filled = fillFields(
    {
      person: settings.person,
      description: settings.description,
      defaultImageAlt: settings.defaultImageAlt,
      legal: settings.legal,
    },
    settings,
  );
  return {
    ...settings,
    ...filled,
    address: { ...settings.address, country: 'Österreich', countryCode: 'AT' as const },
    analytics: analyticsOf(settings.analytics),
    /** Title template: `%s` is replaced by the page title. */
    titleTemplate: `%s | ${settings.brand}`,
    /** Path of the default social preview image (1200 × 630), for pages without their own (legal pages, 404). */
    defaultImage: '/og-default.jpg',
  };
});
