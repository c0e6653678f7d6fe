import { withOverrides } from './load/env.ts';
import { aboutSchema } from './schemas/about.ts';
import { frontmatterSchema } from './schemas/article.ts';
import { contactSchema } from './schemas/contact.ts';
import { homeSchema } from './schemas/home.ts';
import { packagesSchema } from './schemas/packages.ts';
import { referencesSchema } from './schemas/references.ts';
import { servicesSchema } from './schemas/services.ts';
import { siteSchema } from './schemas/site.ts';

/**
 * Everything the owner edits, in one table: each data file with its schema, and the articles (one
 * Markdown file each, checked against the frontmatter schema). The code gets each through one door,
 * a module of model/content/ (`import home from '#model/content/home'`), whose type is its schema's
 * output (model/load/content.ts), served by one Vite plugin (integrations/contentPlugin.ts), so no
 * YAML or schema code reaches a browser; the owner's tools read a file through `loadDataFile(key)`.
 * `serverOnly`: fields only the owner's tools and the build's configuration read, which never reach a
 * bundle (the deploy target is nobody's business on the public site; `english` chooses the builds). `overrides`: the build-time environment variables that may
 * replace values of the file (model/load/env.ts), checked by the same schema.
 */
export const collections = {
  settings: {
    file: 'content/settings/site.yaml',
    schema: siteSchema,
    serverOnly: ['deploy', 'english'],
    overrides: withOverrides,
  },
  home: { file: 'content/texts/home.yaml', schema: homeSchema },
  about: { file: 'content/texts/about.yaml', schema: aboutSchema },
  services: { file: 'content/texts/services.yaml', schema: servicesSchema },
  packages: { file: 'content/texts/packages.yaml', schema: packagesSchema },
  references: { file: 'content/texts/references.yaml', schema: referencesSchema },
  contact: { file: 'content/texts/contact.yaml', schema: contactSchema },
  articles: {
    folder: 'content/articles',
    images: 'content/images/blog',
    /** The images' web address: how an article names one (`![…](/images/blog/name.jpg)`), and where the editor shows it. */
    imagesAddress: '/images/blog',
    schema: frontmatterSchema,
  },
} as const;

const { articles, ...files } = collections;

/** The data files of the table: one YAML file each. */
export const dataFiles = files;

/** The articles: a folder of Markdown files, the folder of their images and the images' web address. */
export const articleCollection = articles;

export type DataKey = keyof typeof dataFiles;

/** The key of the data file at `file` (relative to the project), if it is one. */
export const dataKeyOf = (file: string): DataKey | undefined =>
  (Object.keys(dataFiles) as DataKey[]).find((key) => dataFiles[key].file === file);
