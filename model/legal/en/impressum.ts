import type { Words } from '../../i18n/words.ts';
import { type SiteConfig, site } from '../../site.ts';
import type { Block, LegalPage } from '../../types.ts';
import type * as German from '../impressum.ts';
import { withCitationsKeptTogether } from '../keepTogether.ts';
import { addressLine, fullName } from './owner.ts';
import { legalUpdated, monthAndYear } from './updated.ts';

/** The German legal notice, the original this page translates (a literal: `paths` is English here). */
const germanLegalNotice = '/impressum';

/** Phone number as a `tel:` URI (digits and leading plus only). */
const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;

/** The state that awarded the professional title, in English when it is Austria (the usual case). */
const awardedIn = (state: string) => (state === 'Österreich' ? 'Austria' : state);

/** The portrait's line in the picture credits: the photographer, or the owner when the owner took it. */
export const portraitCreditLine: Words<typeof German.portraitCreditLine> = (
  credit: SiteConfig['legal']['portraitCredit'],
  ownerName: string,
) =>
  'photographer' in credit
    ? `Portrait photo: © ${credit.photographer}`
    : `Portrait photo: © ${ownerName} (self-portrait)`;

/**
 * The facts required by § 5 ECG and § 63 GewO, as in the German notice. The official German
 * designations from the settings (legal form, trade, authority, chamber, title) stay German.
 */
const facts: Block = {
  type: 'facts',
  items: [
    { term: 'Name', value: [fullName] },
    { term: 'Trading name', value: [site.brand] },
    { term: 'Address (location of the trade licence)', value: [addressLine] },
    { term: 'Email', value: [{ text: site.email, href: `mailto:${site.email}` }] },
    { term: 'Phone', value: [{ text: site.phone.replace(/ /g, '\u00A0'), href: phoneHref }] },
    { term: 'Legal form', value: [site.legal.legalForm] },
    { term: 'Trade licence', value: [site.legal.trade] },
    {
      term: 'Professional title',
      value: [
        `${site.legal.professionalTitle.title} (awarded in ${awardedIn(site.legal.professionalTitle.awardedIn)})`,
      ],
    },
    { term: 'Supervisory authority (trade authority)', value: [site.legal.tradeAuthority] },
    { term: 'Chamber membership', value: [site.legal.chamber] },
    {
      term: 'Applicable regulations',
      value: [{ text: 'Trade Regulation Act (Gewerbeordnung), in RIS', href: site.legal.tradeRulesUrl }],
    },
    ...(site.legal.vatId ? [{ term: 'VAT identification number (UID)', value: [site.legal.vatId] }] : []),
  ],
};

export const impressum: LegalPage = withCitationsKeptTogether({
  title: 'Legal notice',
  description: `Legal notice and disclosure of ${site.brand}: information under § 5 ECG, § 63 GewO and § 25 MedienG (Austria).`,
  intro:
    'Information under the E-Commerce Act (ECG), § 5, and the Trade Regulation Act (GewO), § 63, and disclosure under the Media Act (MedienG), § 25.',
  sections: [
    {
      id: 'details',
      heading: 'Business details',
      blocks: [facts],
    },
    {
      id: 'disclosure',
      heading: 'Disclosure under the Media Act (MedienG), § 25',
      blocks: [
        {
          type: 'facts',
          items: [
            { term: 'Media owner', value: [`${fullName}, ${site.address.locality}`] },
            {
              term: 'Business purpose',
              value: [
                `Strategic management consulting (${site.legal.trade}) focusing on brand, go-to-market, innovation, internationalisation and funding.`,
              ],
            },
            {
              term: 'Editorial line',
              value: [
                `Information about the consulting services of ${fullName} and articles on marketing, market entry, innovation, internationalisation and funding for businesses, founders and educational institutions.`,
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'content',
      heading: 'Articles and information',
      blocks: [
        {
          type: 'p',
          content: [
            'The articles under “Insights” reflect the state of affairs on the date given; later additions are marked with their date. Funding programmes, deadlines and the law may have changed since. They are general information and do not replace advice on an individual case, in particular not legal or tax advice.',
          ],
        },
        {
          type: 'p',
          content: ['If you notice a mistake, I am glad to hear about it; I will check it and correct the article.'],
        },
      ],
    },
    {
      id: 'links',
      heading: 'Links to other websites',
      blocks: [
        {
          type: 'p',
          content: [
            'This website contains links to third-party websites. Their providers are responsible for their content. If I learn that a linked page contains unlawful content, I remove the link without delay.',
          ],
        },
      ],
    },
    {
      id: 'copyright',
      heading: 'Copyright',
      blocks: [
        {
          type: 'p',
          content: [
            `The texts, photos and graphics of this website are protected by the Austrian Copyright Act (UrhG). The rights to the texts, the logo and the graphics belong to ${fullName}; for photos and icons, see the picture credits. If you would like to use content beyond what the law allows, for example to reprint an article, please ask me first.`,
          ],
        },
      ],
    },
    {
      id: 'picture-credits',
      heading: 'Picture credits',
      blocks: [
        {
          type: 'list',
          items: [
            [portraitCreditLine(site.legal.portraitCredit, fullName)],
            [{ text: 'Icons: Lucide (ISC licence)', href: 'https://lucide.dev/license' }],
            ['Logo and graphics: designed for this website'],
          ],
        },
        {
          type: 'p',
          content: ['Where third-party images are used, their source is given next to the image or here.'],
        },
      ],
    },
    {
      id: 'language',
      heading: 'Language versions',
      blocks: [
        {
          type: 'p',
          content: [
            'This legal notice is a translation of the ',
            { text: 'German original (Impressum)', href: germanLegalNotice },
            ', with the same information. Should the two ever differ, the German original applies.',
          ],
        },
      ],
    },
  ],
  updated: monthAndYear(legalUpdated),
});
