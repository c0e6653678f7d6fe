import { datenschutz } from '#model/legal/datenschutz';
import { paths } from '#model/paths';
import { pageGraph } from '#model/structuredData/page';
import type { PageMeta } from '#renderer/types';

export default {
  title: datenschutz.title,
  description: datenschutz.description,
  noIndex: true,
  structuredData: pageGraph({ path: paths.datenschutz, name: datenschutz.title, description: datenschutz.description }),
} satisfies PageMeta;
