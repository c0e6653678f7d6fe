import type { Words } from '../../i18n/words.ts';
import type * as German from '../structuredData.ts';

/** The structured data's own words on the English pages (see ../structuredData.ts). */
export const structuredDataCopy: Words<typeof German.structuredDataCopy> = {
  homeCrumb: 'Home',
};
