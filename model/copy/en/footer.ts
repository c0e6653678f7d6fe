import { englishRegionName } from '../../i18n/regionNames.ts';
import type { Words } from '../../i18n/words.ts';
import { site } from '../../site.ts';
import type * as German from '../footer.ts';

/** The site footer in English (see ../footer.ts). */
export const footerCopy: Words<typeof German.footerCopy> = {
  claim: `Independent strategy consulting from ${englishRegionName(site.address.region)} for companies, start-ups and universities in Austria, Germany, Switzerland and beyond.`,
  contactHeading: 'Contact',
  legalHeading: 'Legal',
  linksHeading: 'Overview',
  impressum: 'Legal notice',
  datenschutz: 'Privacy',
  rss: 'RSS feed of the insights',
  rights: 'All rights reserved.',
};
