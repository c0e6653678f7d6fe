import { impressum } from '#model/legal/impressum';
import { paths } from '#model/paths';
import { pageGraph } from '#model/structuredData/page';
import type { PageMeta } from '#renderer/types';

export default {
  title: impressum.title,
  description: impressum.description,
  noIndex: true,
  structuredData: pageGraph({ path: paths.impressum, name: impressum.title, description: impressum.description }),
} satisfies PageMeta;
