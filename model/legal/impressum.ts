import { type SiteConfig, site } from '../site.ts';
import type { Block, LegalPage } from '../types.ts';
import { withCitationsKeptTogether } from './keepTogether.ts';
import { addressLine, fullName } from './owner.ts';
import { legalUpdated, monthAndYear } from './updated.ts';

/** Phone number as a `tel:` URI (digits and leading plus only). */
const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;

/**
 * The portrait's line in the picture credits: the photographer, or the owner when the owner took it
 * (`site.legal.portraitCredit`).
 */
export function portraitCreditLine(credit: SiteConfig['legal']['portraitCredit'], ownerName: string): string {
  return 'photographer' in credit
    ? `Porträtfoto: © ${credit.photographer}`
    : `Porträtfoto: © ${ownerName} (Selbstporträt)`;
}

/**
 * Facts required by § 5 ECG and § 63 GewO. If the business is ever entered in the Firmenbuch,
 * add "Firmenbuchnummer" and "Firmenbuchgericht" here (§ 14 UGB, § 5 Abs. 1 Z 4 ECG).
 */
const facts: Block = {
  type: 'facts',
  items: [
    // "Medieninhaber" belongs to the Offenlegung below (§ 25 MedienG); § 5 ECG asks for the name.
    { term: 'Name', value: [fullName] },
    // The brand in the header, tied to the person who trades under it.
    { term: 'Geschäftsbezeichnung', value: [site.brand] },
    // § 63 GewO: a trader not entered in the Firmenbuch names the location of the trade licence.
    { term: 'Anschrift (Standort der Gewerbeberechtigung)', value: [addressLine] },
    { term: 'E-Mail', value: [{ text: site.email, href: `mailto:${site.email}` }] },
    { term: 'Telefon', value: [{ text: site.phone.replace(/ /g, '\u00A0'), href: phoneHref }] },
    { term: 'Rechtsform', value: [site.legal.legalForm] },
    // A trade licence arises by registration; "verliehen in" names the state of the title (§ 5 Abs. 1 Z 6 ECG).
    { term: 'Unternehmensgegenstand / Gewerbe', value: [site.legal.trade] },
    {
      term: 'Berufsbezeichnung',
      value: [`${site.legal.professionalTitle.title} (verliehen in ${site.legal.professionalTitle.awardedIn})`],
    },
    { term: 'Aufsichtsbehörde (Gewerbebehörde)', value: [site.legal.tradeAuthority] },
    { term: 'Kammerzugehörigkeit', value: [site.legal.chamber] },
    {
      term: 'Anwendbare Rechtsvorschriften',
      value: [{ text: 'Gewerbeordnung (RIS)', href: site.legal.tradeRulesUrl }],
    },
    ...(site.legal.vatId ? [{ term: 'UID-Nummer', value: [site.legal.vatId] }] : []),
  ],
};

export const impressum: LegalPage = withCitationsKeptTogether({
  title: 'Impressum',
  description: `Impressum und Offenlegung von ${site.brand}: Angaben gemäß § 5 ECG, § 63 GewO und § 25 Mediengesetz.`,
  // Drafting note, not for the page: information under § 14 Unternehmensgesetzbuch (UGB) –
  // Firmenbuchnummer, Firmenbuchgericht, Sitz – is only required once the business is entered in
  // the Firmenbuch; add it to `facts` above then.
  intro:
    'Informationen gemäß § 5 E-Commerce-Gesetz (ECG) und § 63 Gewerbeordnung (GewO) sowie Offenlegung gemäß § 25 Mediengesetz (MedienG).',
  sections: [
    {
      id: 'angaben',
      heading: 'Angaben zum Unternehmen',
      blocks: [facts],
    },
    {
      id: 'offenlegung',
      heading: 'Offenlegung gemäß § 25 Mediengesetz',
      blocks: [
        {
          type: 'facts',
          items: [
            { term: 'Medieninhaber', value: [`${fullName}, ${site.address.locality}`] },
            {
              term: 'Unternehmensgegenstand',
              value: [
                `Strategische Unternehmensberatung (${site.legal.trade}) mit den Schwerpunkten Marke, Go-to-Market, Innovation, Internationalisierung und Förderungen.`,
              ],
            },
            {
              term: 'Grundlegende Richtung',
              value: [
                `Information über das Beratungsangebot von ${fullName} sowie fachliche Beiträge zu Marketing, Markteintritt, Innovation, Internationalisierung und Förderungen für Unternehmen, Gründerinnen und Gründer sowie Bildungseinrichtungen.`,
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'inhalte',
      heading: 'Beiträge und Informationen',
      blocks: [
        {
          type: 'p',
          content: [
            'Die Beiträge unter „Insights“ geben den Stand zum angegebenen Datum wieder; spätere Ergänzungen sind mit ihrem Datum gekennzeichnet. Förderprogramme, Fristen und Rechtslage können sich seither geändert haben. Sie dienen der allgemeinen Information und ersetzen keine Beratung im Einzelfall, insbesondere keine Rechts- oder Steuerberatung.',
          ],
        },
        {
          type: 'p',
          content: [
            'Fällt Ihnen ein Fehler auf, freue ich mich über einen Hinweis; ich prüfe ihn und korrigiere den Beitrag.',
          ],
        },
      ],
    },
    {
      id: 'haftung-links',
      heading: 'Links zu anderen Websites',
      blocks: [
        {
          type: 'p',
          // Link liability in Austria: § 17 ECG. No German boilerplate ("nicht zumutbar").
          content: [
            'Diese Website enthält Links zu Websites Dritter. Für deren Inhalte ist der jeweilige Anbieter verantwortlich. Erfahre ich, dass eine verlinkte Seite rechtswidrige Inhalte enthält, entferne ich den Link umgehend.',
          ],
        },
      ],
    },
    {
      id: 'urheberrecht',
      heading: 'Urheberrecht',
      blocks: [
        {
          type: 'p',
          content: [
            `Texte, Fotos und Grafiken dieser Website sind nach dem Urheberrechtsgesetz (UrhG) geschützt. Die Rechte an den Texten, am Logo und an den Grafiken liegen bei ${fullName}; für Fotos und Symbole gilt der Bildnachweis. Möchten Sie Inhalte über das gesetzlich Erlaubte hinaus verwenden, etwa einen Beitrag abdrucken, fragen Sie mich bitte vorher.`,
          ],
        },
      ],
    },
    {
      id: 'bildnachweis',
      heading: 'Bildnachweis',
      blocks: [
        {
          type: 'list',
          items: [
            [portraitCreditLine(site.legal.portraitCredit, fullName)],
            [{ text: 'Symbole: Lucide (ISC-Lizenz)', href: 'https://lucide.dev/license' }],
            ['Logo und Grafiken: eigene Gestaltung für diese Website'],
          ],
        },
        {
          type: 'p',
          content: [
            'Werden Bilder Dritter verwendet, ist die Quelle direkt beim jeweiligen Bild oder an dieser Stelle angegeben.',
          ],
        },
      ],
    },
  ],
  updated: monthAndYear(legalUpdated),
});
