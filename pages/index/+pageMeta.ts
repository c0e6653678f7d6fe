import { articles } from '#model/articles/index.ts';
import { homeTitle } from '#model/copy/home.ts';
import { paths } from '#model/paths.ts';
import { site } from '#model/site.ts';
import { socialImage } from '#model/socialImages.ts';
import { homeGraph } from '#model/structuredData/home.ts';
import type { PageMeta } from '#renderer/types.ts';

const title = homeTitle;

export default {
  title,
  rawTitle: true,
  description: site.description,
  ...socialImage(paths.home, articles),
  structuredData: homeGraph({ title, description: site.description }),
} satisfies PageMeta;
