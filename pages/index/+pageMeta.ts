import { articles } from '#model/articles/index.ts';
import { regionPhrase } from '#model/lists/bundeslaender.ts';
import { paths } from '#model/paths.ts';
import { site } from '#model/site.ts';
import { socialImage } from '#model/socialImages.ts';
import { homeGraph } from '#model/structuredData/home.ts';
import type { PageMeta } from '#renderer/types.ts';

// The federal state from the settings (address.region), typed only once.
const title = `${site.brand} – Strategieberatung ${regionPhrase('in', site.address.region)}`;

export default {
  title,
  rawTitle: true,
  description: site.description,
  ...socialImage(paths.home, articles),
  structuredData: homeGraph({ title, description: site.description }),
} satisfies PageMeta;
