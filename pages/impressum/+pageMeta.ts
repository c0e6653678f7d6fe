import { impressum } from '#content/legal/impressum';
import { pageGraph } from '#content/pageSchema';
import { paths } from '#content/paths';
import type { PageMeta } from '#renderer/types';

export default {
  title: impressum.title,
  description: impressum.description,
  noIndex: true,
  structuredData: pageGraph({ path: paths.impressum, name: impressum.title, description: impressum.description }),
} satisfies PageMeta;
