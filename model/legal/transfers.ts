/**
 * Third-country transfers and recipients in the privacy policy (Art. 13 Abs. 1 lit. e and f DSGVO):
 * the basis of each transfer, where a copy of standard contractual clauses can be had, and the
 * owner's e-mail provider as a recipient.
 */
import type { SiteConfig } from '../site.ts';
import type { Block, Inline } from '../types.ts';

type FactItem = { term: string; value: Inline[] };

/** Whether a transfer basis rests on the Commission's standard contractual clauses (Art. 46 Abs. 2 lit. c DSGVO). */
export const namesStandardClauses = (basis: string): boolean =>
  /standardvertragsklausel|standard contractual clause|Art\.\s*46\s*Abs\.\s*2\s*lit\.\s*c/i.test(basis);

/** Where a copy of the standard contractual clauses can be had (Art. 13 Abs. 1 lit. f DSGVO). */
export const sccCopy: Inline[] = [
  'Eine Kopie erhalten Sie auf Anfrage bei mir (siehe „Kontakt“). Den Wortlaut der Klauseln veröffentlicht die Europäische Kommission im ',
  { text: 'Durchführungsbeschluss (EU) 2021/914', href: 'https://eur-lex.europa.eu/eli/dec_impl/2021/914/oj' },
  '.',
];

/** The fact lines of a transfer to a third country: its basis and, for standard contractual clauses, where to get a copy. */
export function transferItems(basis: string): FactItem[] {
  if (!basis) return [];
  return [
    { term: 'Grundlage der Übermittlung in ein Drittland', value: [basis] },
    ...(namesStandardClauses(basis) ? [{ term: 'Kopie der Standardvertragsklauseln', value: sccCopy }] : []),
  ];
}

/** Where the data of a service stay, when it transfers none to a third country. */
const euOnly: FactItem = { term: 'Ort der Verarbeitung', value: ['EU bzw. EWR – keine Übermittlung in ein Drittland'] };

/** "Empfänger Ihrer Daten": everyone who receives visitors' data besides the owner. */
export function recipientsSubsection(legal: SiteConfig['legal']): { heading: string; blocks: Block[] } {
  const mail = legal.emailProvider;
  return {
    heading: 'Empfänger Ihrer Daten',
    blocks: [
      {
        type: 'p',
        content: [
          'Außer mir erhalten Ihre Daten nur die folgenden Empfänger, jeweils nur, soweit es für den genannten Zweck nötig ist:',
        ],
      },
      {
        type: 'list',
        items: [
          [
            `mein Hosting-Anbieter, ${legal.hostingProvider}: die Zugriffsdaten beim Aufruf der Website (siehe „Hosting“);`,
          ],
          [
            `mein Formulardienst, ${legal.formServiceName}: Ihre Angaben im Kontaktformular (siehe „Kontaktformular und Formulardienst“);`,
          ],
          [
            `mein E-Mail-Anbieter, ${mail.provider}: die Anfragen, die der Formulardienst an mich weiterleitet, und die E-Mails, die Sie mir schreiben – bei ihm liegt mein Postfach;`,
          ],
          [
            'WhatsApp oder Slack: nur, wenn Sie diese Kanäle wählen (siehe „WhatsApp, LinkedIn und Teilen von Beiträgen“ und „WhatsApp und Slack in der Zusammenarbeit“);',
          ],
          [
            'wenn aus Ihrer Anfrage ein Auftrag entsteht: eine von mir beauftragte Steuerberatung (für Buchhaltung und Steuererklärungen) und das Finanzamt, soweit Unterlagen wie Angebote, Verträge und Rechnungen für die Abgabenerhebung von Bedeutung sind.',
          ],
        ],
      },
      {
        type: 'p',
        content: [
          'Hosting-Anbieter, Formulardienst und E-Mail-Anbieter verarbeiten die Daten als Auftragsverarbeiter nur nach meinen Weisungen; mit jedem von ihnen habe ich einen Vertrag über Auftragsverarbeitung (Art. 28 DSGVO) geschlossen. Zum E-Mail-Anbieter:',
        ],
      },
      {
        type: 'facts',
        items: [
          { term: 'E-Mail-Anbieter', value: [mail.provider] },
          ...(mail.transferBasis ? transferItems(mail.transferBasis) : [euOnly]),
          {
            term: 'Weitere Informationen',
            value: [{ text: 'Datenschutzerklärung des E-Mail-Anbieters', href: mail.privacyUrl }],
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
            'Der Hosting-Anbieter liefert die Website auch über Server außerhalb der EU bzw. des EWR aus, etwa über ein weltweites Netz von Servern (Content Delivery Network), damit sie überall schnell lädt. Dabei werden die Zugriffsdaten in ein Drittland übermittelt:',
          ],
        },
        { type: 'facts', items: transferItems(legal.hostingTransferBasis) },
      ]
    : [
        {
          type: 'p',
          content: [
            'Der Hosting-Anbieter liefert die Website von Servern in der EU bzw. im EWR aus; eine Übermittlung in ein Drittland findet dabei nicht statt.',
          ],
        },
      ];
  const cookies: Block[] = legal.hostingCookies
    ? [
        {
          type: 'p',
          content: [
            'Beim Ausliefern der Seiten setzt der Hosting-Anbieter eigene Cookies, die für den sicheren Betrieb technisch notwendig sind, etwa um Angriffe zu erkennen und abzuwehren (§ 165 Abs. 3 TKG 2021). Sie dienen nicht der Analyse oder Werbung.',
          ],
        },
      ]
    : [];
  return [...place, ...cookies];
}
