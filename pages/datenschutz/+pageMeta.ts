import { datenschutz } from '#model/legal/datenschutz';
import { pageGraph } from '#model/structuredData/page';
import { paths } from '#model/paths';
import type { PageMeta } from '#renderer/types';

export default {
  title: datenschutz.title,
  description: datenschutz.description,
  noIndex: true,
  structuredData: pageGraph({ path: paths.datenschutz, name: datenschutz.title, description: datenschutz.description }),
} satisfies PageMeta;
