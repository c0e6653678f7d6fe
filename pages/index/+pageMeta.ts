import { homeGraph } from '../../content/homeSchema';
import { site } from '../../content/site';
import type { PageMeta } from '../../renderer/types';

export default {
  title: `${site.brand} – Strategieberatung in Kärnten`,
  rawTitle: true,
  description: site.description,
  structuredData: [homeGraph()],
} satisfies PageMeta;
