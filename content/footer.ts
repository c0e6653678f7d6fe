/** Copy of the site footer. */
export const footerCopy = {
  claim:
    'Unabhängige Strategieberatung aus Kärnten für Unternehmen, Startups und Hochschulen in Österreich, Deutschland, der Schweiz und darüber hinaus.',
  contactHeading: 'Kontakt',
  legalHeading: 'Rechtliches',
  linksHeading: 'Themen',
  impressum: 'Impressum',
  datenschutz: 'Datenschutz',
  rss: 'RSS-Feed der Insights',
  rights: 'Alle Rechte vorbehalten.',
};
