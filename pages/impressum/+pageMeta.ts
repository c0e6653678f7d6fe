import { impressum } from '#model/legal/impressum.ts';
import { paths } from '#model/paths.ts';
import { pageGraph } from '#model/structuredData/page.ts';
import type { PageMeta } from '#renderer/types.ts';

export default {
  title: impressum.title,
  description: impressum.description,
  noIndex: true,
  structuredData: pageGraph({ path: paths.impressum, name: impressum.title, description: impressum.description }),
} satisfies PageMeta;
