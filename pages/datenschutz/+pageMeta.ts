import { datenschutz } from '#content/legal/datenschutz';
import { pageGraph } from '#content/pageSchema';
import { paths } from '#content/paths';
import type { PageMeta } from '#renderer/types';

export default {
  title: datenschutz.title,
  description: datenschutz.description,
  noIndex: true,
  structuredData: pageGraph({ path: paths.datenschutz, name: datenschutz.title, description: datenschutz.description }),
} satisfies PageMeta;
