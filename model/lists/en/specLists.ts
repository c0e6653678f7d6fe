import type { Words } from '../../i18n/words.ts';
import type * as German from '../specLists.ts';

export { areaCodes, packageSlugs, serviceSlugs } from '../specLists.ts';

/** The areas' English names, in the English pages' structured data (see ../specLists.ts). */
export const areaNames: Words<typeof German.areaNames> = {
  AT: 'Austria',
  DE: 'Germany',
  CH: 'Switzerland',
  EU: 'European Union',
  LATAM: 'Latin America',
  ASIA: 'Asia',
};
