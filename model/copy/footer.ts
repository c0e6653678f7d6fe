import { regionPhrase } from '../lists/bundeslaender.ts';
import { site } from '../site.ts';

/** Copy of the site footer. */
export const footerCopy = {
  // The federal state comes from the settings (address.region), so it is typed only once.
  claim: `Unabhängige Strategieberatung ${regionPhrase('aus', site.address.region)} für Unternehmen, Startups und Hochschulen in Österreich, Deutschland, der Schweiz und darüber hinaus.`,
  contactHeading: 'Kontakt',
  legalHeading: 'Rechtliches',
  linksHeading: 'Übersicht',
  impressum: 'Impressum',
  datenschutz: 'Datenschutz',
  rss: 'RSS-Feed der Insights',
  rights: 'Alle Rechte vorbehalten.',
};
