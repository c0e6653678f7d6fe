/**
 * Third-country transfers and recipients in the English privacy notice (as ../transfers.ts, Art. 13(1)(e)
 * and (f) GDPR). The transfer bases are settings, in English where content/en/settings/site.yaml has them.
 */
import type { SiteConfig } from '../../site.ts';
import type { Block, Inline } from '../../types.ts';
import { namesStandardClauses } from '../transfers.ts';

export { namesStandardClauses };

type FactItem = { term: string; value: Inline[] };

/** Where a copy of the standard contractual clauses can be had (Art. 13(1)(f) GDPR). */
export const sccCopy: Inline[] = [
  'You can get a copy from me on request (see “Contact”). The European Commission publishes the text of the clauses in ',
  {
    text: 'Implementing Decision (EU) 2021/914',
    href: 'https://eur-lex.europa.eu/eli/dec_impl/2021/914/oj?locale=en',
  },
  '.',
];

/** The fact lines of a transfer to a third country: its basis and, for standard contractual clauses, where to get a copy. */
export function transferItems(basis: string): FactItem[] {
  if (!basis) return [];
  return [
    { term: 'Basis for the transfer to a third country', value: [basis] },
    ...(namesStandardClauses(basis) ? [{ term: 'Copy of the standard contractual clauses', value: sccCopy }] : []),
  ];
}

/** Where the data of a service stay, when it transfers none to a third country. */
const euOnly: FactItem = { term: 'Place of processing', value: ['EU/EEA – no transfer to a third country'] };

/** "Recipients of your data": everyone who receives visitors' data besides the owner. */
export function recipientsSubsection(legal: SiteConfig['legal']): { heading: string; blocks: Block[] } {
  const mail = legal.emailProvider;
  return {
    heading: 'Recipients of your data',
    blocks: [
      {
        type: 'p',
        content: [
          'Apart from me, only the following recipients receive your data, and each only as far as the purpose stated requires:',
        ],
      },
      {
        type: 'list',
        items: [
          [`my hosting provider, ${legal.hostingProvider}: the access data when you open the website (see “Hosting”);`],
          [
            `my form service, ${legal.formServiceName}: what you enter in the contact form (see “Contact form and form service”);`,
          ],
          [
            `my email provider, ${mail.provider}: the enquiries the form service forwards to me and the emails you write to me – my mailbox is kept there;`,
          ],
          [
            'WhatsApp or Slack: only if you choose these channels (see “WhatsApp, LinkedIn and sharing articles” and “WhatsApp and Slack when we work together”);',
          ],
          [
            'if your enquiry leads to an engagement: a tax adviser I instruct (for bookkeeping and tax returns) and the tax office, as far as documents such as quotes, contracts and invoices are relevant for taxation.',
          ],
        ],
      },
      {
        type: 'p',
        content: [
          'The hosting provider, the form service and the email provider process the data as processors, only on my instructions; I have concluded a data processing agreement (Art. 28 GDPR) with each of them. About the email provider:',
        ],
      },
      {
        type: 'facts',
        items: [
          { term: 'Email provider', value: [mail.provider] },
          ...(mail.transferBasis ? transferItems(mail.transferBasis) : [euOnly]),
          {
            term: 'Further information',
            value: [{ text: 'Privacy policy of the email provider', href: mail.privacyUrl }],
          },
        ],
      },
    ],
  };
}

/** The hosting section's paragraphs on where the host serves the site from, and on its own cookies. */
export function hostingPlaceBlocks(legal: SiteConfig['legal']): Block[] {
  const place: Block[] = legal.hostingTransferBasis
    ? [
        {
          type: 'p',
          content: [
            'The hosting provider also delivers the website from servers outside the EU/EEA, for example through a worldwide network of servers (content delivery network), so that it loads quickly everywhere. In doing so, the access data are transferred to a third country:',
          ],
        },
        { type: 'facts', items: transferItems(legal.hostingTransferBasis) },
      ]
    : [
        {
          type: 'p',
          content: [
            'The hosting provider delivers the website from servers in the EU/EEA; no data are transferred to a third country in doing so.',
          ],
        },
      ];
  const cookies: Block[] = legal.hostingCookies
    ? [
        {
          type: 'p',
          content: [
            'When delivering the pages, the hosting provider sets cookies of its own that are technically necessary for secure operation, for example to detect and fend off attacks (§ 165(3) TKG 2021, the Austrian Telecommunications Act). They are not used for analytics or advertising.',
          ],
        },
      ]
    : [];
  return [...place, ...cookies];
}
