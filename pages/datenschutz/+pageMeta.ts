import { datenschutz } from '#model/legal/datenschutz.ts';
import { paths } from '#model/paths.ts';
import { pageGraph } from '#model/structuredData/page.ts';
import type { PageMeta } from '#renderer/types.ts';

export default {
  title: datenschutz.title,
  description: datenschutz.description,
  noIndex: true,
  structuredData: pageGraph({ path: paths.datenschutz, name: datenschutz.title, description: datenschutz.description }),
} satisfies PageMeta;
