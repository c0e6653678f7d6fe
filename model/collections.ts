import { aboutSchema } from './schemas/about';
import { contactSchema } from './schemas/contact';
import { homeSchema } from './schemas/home';
import { packagesSchema } from './schemas/packages';
import { referencesSchema } from './schemas/references';
import { servicesSchema } from './schemas/services';
import { settingsSchema } from './schemas/settings';

/**
 * The owner's data files: each is read through `dataFile(key)` and checked against its schema.
 * A build replaces every `dataFile(key)` call with the checked data (build/dataFilesPlugin.ts),
 * so no YAML or schema code reaches a browser.
 */
export const dataFiles = {
  settings: { file: 'content/settings/site.yaml', schema: settingsSchema },
  home: { file: 'content/pages/home.yaml', schema: homeSchema },
  about: { file: 'content/pages/about.yaml', schema: aboutSchema },
  services: { file: 'content/pages/services.yaml', schema: servicesSchema },
  packages: { file: 'content/pages/packages.yaml', schema: packagesSchema },
  references: { file: 'content/pages/references.yaml', schema: referencesSchema },
  contact: { file: 'content/pages/contact.yaml', schema: contactSchema },
} as const;

export type DataKey = keyof typeof dataFiles;
