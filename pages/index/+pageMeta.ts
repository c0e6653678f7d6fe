import { articles } from '#model/articles';
import { site } from '#model/site';
import { socialImage } from '#model/socialImages';
import { homeGraph } from '#model/structuredData/home';
import type { PageMeta } from '#renderer/types';

// The federal state from the settings (address.region), typed only once.
const title = `${site.brand} – Strategieberatung in ${site.address.region}`;

export default {
  title,
  rawTitle: true,
  description: site.description,
  ...socialImage('/', articles),
  structuredData: homeGraph({ title, description: site.description }),
} satisfies PageMeta;
