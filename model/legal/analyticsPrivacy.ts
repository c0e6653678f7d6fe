/** The parts of the privacy policy that depend on the analytics setting (model/site.ts). */
import type { AnalyticsConfig } from '../analytics.ts';
import type { Block, Inline } from '../types.ts';
import { analyticsTools } from './analyticsTools.ts';
import { transferItems } from './transfers.ts';

type Subsection = { heading: string; blocks: Block[] };

const toolName = (analytics: AnalyticsConfig) => analyticsTools[analytics.provider].name;
const headingOf = (analytics: AnalyticsConfig) => `Webanalyse mit ${toolName(analytics)}`;
const paragraph = (text: string): Block => ({ type: 'p', content: [text] });

const fonts = 'Die verwendeten Schriftarten sind lokal auf dem Webserver gespeichert und werden von dort geladen.';
const optOut =
  'Wenn Ihr Browser das Signal „Global Privacy Control“ (GPC) oder „Do Not Track“ sendet, meldet diese Website Ihre Besuche nicht.';

/** Meta description (50–160 characters). */
export function privacyDescription(analytics: AnalyticsConfig | null): string {
  return analytics
    ? `Wie diese Website mit Ihren Daten umgeht: Hosting, Kontaktformular, Reichweitenmessung mit ${toolName(analytics)} ohne Cookies, Ihre Rechte.`
    : 'Wie diese Website mit Ihren Daten umgeht: Hosting, Kontaktformular, Ihre Rechte nach DSGVO und DSG – ohne Tracking und ohne Analyse-Cookies.';
}

/** Items of "Welche Daten werden wann erfasst?" about analytics (none without a tool). */
export function analyticsOverviewItems(analytics: AnalyticsConfig | null): Inline[][] {
  if (!analytics) return [];
  return [
    [
      `Für die Reichweitenmessung bei jedem Seitenaufruf: die Adresse der Seite und woher Sie kamen – ohne Cookies (siehe „${headingOf(analytics)}“).`,
    ],
  ];
}

/** The overview's heading without a tool: the one place that says there is no web analytics. */
export const noAnalyticsHeading = 'Keine Webanalyse, kein Tracking';

/** Added to the cookie note when the host sets cookies of its own (settings: legal.hostingCookies). */
const hostCookies =
  'Der Hosting-Anbieter setzt beim Ausliefern der Seiten eigene Cookies, die für den sicheren Betrieb technisch notwendig sind; der Analyse oder Werbung dienen sie nicht (siehe „Hosting“).';

/** Added where the host makes access statistics from its logs (settings: legal.hostingStatistics). */
const hostStatistics = 'Aus seinen Log-Dateien erstellt er für mich Zugriffsstatistiken (siehe „Hosting“).';

/**
 * The overview's note on tracking and cookies; `hostingCookies`: the host sets cookies of its own;
 * `hostingStatistics`: the host makes access statistics from its logs.
 */
export function cookiesOverview(
  analytics: AnalyticsConfig | null,
  hostingCookies = false,
  hostingStatistics = false,
): Subsection {
  if (!analytics) {
    const host = [hostingStatistics ? hostStatistics : '', hostingCookies ? hostCookies : ''].filter(Boolean);
    return {
      heading: noAnalyticsHeading,
      blocks: [
        paragraph(
          `Diese Website bindet keine Webanalyse- oder Tracking-Dienste (wie etwa Google Analytics), keine Zählpixel, Werbenetzwerke, Social-Media-Plugins oder eingebetteten Inhalte von Drittanbietern ein. ${fonts} Beim bloßen Besuch der Website werden daher keine Anfragen an Server Dritter gestellt; Daten werden nur an den Hosting-Anbieter übertragen, der die Seiten ausliefert.${host.length > 0 ? ` ${host.join(' ')}` : ''} Cookies zu Analyse-, Tracking- oder Werbezwecken setzt weder die Website noch der Hosting-Anbieter. ${hostingStatistics ? 'Abgesehen von den Zugriffsstatistiken des Hosting-Anbieters wird Ihr Nutzungsverhalten nicht ausgewertet' : 'Ihr Nutzungsverhalten wird nicht ausgewertet'}, und es werden keine Nutzungsprofile erstellt.`,
        ),
      ],
    };
  }
  return {
    heading: 'Keine Cookies, keine Skripte von Drittanbietern',
    blocks: [
      paragraph(
        `${hostingCookies ? `Diese Website selbst setzt keine Cookies. ${hostCookies} Die Website speichert` : 'Diese Website setzt keine Cookies und speichert'} auf Ihrem Gerät nur eine Farbschema-Wahl, wenn Sie eine treffen (siehe „Gespeicherte Einstellung: Farbschema“). Sie bindet keine Skripte fremder Anbieter, Werbenetzwerke oder Social-Media-Plugins ein. ${fonts} Für die Reichweitenmessung meldet das eigene Skript der Website jeden Seitenaufruf an ${toolName(analytics)} (siehe „${headingOf(analytics)}“). ${optOut}`,
      ),
    ],
  };
}

/** Who runs the tool: the consultant, or a provider as processor. */
function operatorBlocks(analytics: AnalyticsConfig): Block[] {
  const name = toolName(analytics);
  if (analytics.operator === 'self-hosted') {
    return [
      paragraph(
        `Ich betreibe ${name} selbst, unter der Adresse ${new URL(analytics.endpoint).host}. Die erfassten Daten werden nur dort gespeichert und nicht an den Hersteller von ${name} oder an andere Dritte weitergegeben.`,
      ),
    ];
  }
  const { provider, privacyUrl, transferBasis } = analytics.operator;
  return [
    paragraph(
      `${name} wird für mich von ${provider} betrieben. Der Anbieter verarbeitet die Daten in meinem Auftrag als Auftragsverarbeiter (Art. 28 DSGVO) und nur nach meinen Weisungen.`,
    ),
    {
      type: 'facts',
      items: [
        { term: 'Anbieter', value: [provider] },
        ...transferItems(transferBasis ?? ''),
        ...(privacyUrl
          ? [
              {
                term: 'Weitere Informationen',
                value: [{ text: `Datenschutzerklärung des Anbieters`, href: privacyUrl }],
              },
            ]
          : []),
      ],
    },
  ];
}

/**
 * The subsection of "Verarbeitung im Einzelnen" on the analytics tool in use; none without a tool
 * (the overview's note says so once: `cookiesOverview`).
 */
export function analyticsSubsections(analytics: AnalyticsConfig | null): Subsection[] {
  if (!analytics) return [];
  const tool = analyticsTools[analytics.provider];
  return [
    {
      heading: headingOf(analytics),
      blocks: [
        paragraph(
          `Um zu erfahren, welche Inhalte gelesen werden und wie Besucherinnen und Besucher auf diese Website finden, nutze ich das Webanalyse-Programm ${tool.name}. Dafür lädt die Website kein Skript eines Drittanbieters: Das eigene Skript der Website meldet jeden Seitenaufruf an ${tool.name} und ebenso, wenn Sie das Kontaktformular erfolgreich abgesendet haben. Übermittelt werden:`,
        ),
        {
          type: 'list',
          items: [
            ['die Adresse der aufgerufenen Seite, ohne den Teil der Adresse nach „?“ oder „#“'],
            ['die Adresse der zuvor besuchten Seite, sofern Ihr Browser sie mitteilt, ebenso gekürzt'],
            ...tool.extraData.map((item) => [item]),
            [
              'nach dem Absenden des Kontaktformulars: dass eine Anfrage gesendet wurde und welches Thema Sie gewählt haben – nicht aber Ihr Name, Ihre E-Mail-Adresse oder Ihre Nachricht',
            ],
            [
              'technisch bedingt, wie bei jedem Abruf im Internet: Ihre IP-Adresse, Datum und Uhrzeit sowie Angaben zu Ihrem Browser und Betriebssystem',
            ],
          ],
        },
        paragraph(
          `Dabei werden keine Cookies gesetzt und keine Daten auf Ihrem Gerät gespeichert. Von Ihrem Gerät liest das Skript nur, ob Ihr Browser eines der unten genannten Signale zum Nicht-Zählen sendet, sonst nichts – weder die Bildschirmgröße noch andere Geräteeigenschaften. ${tool.ipAddresses}`,
        ),
        ...operatorBlocks(analytics),
        paragraph(
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Mein berechtigtes Interesse liegt in der Reichweitenmessung: Ich möchte wissen, welche Seiten aufgerufen werden, woher die Besuche kommen und wie oft das Kontaktformular genutzt wird, um diese Website und ihre Inhalte zu verbessern. Ich werte die Daten nur zusammengefasst aus und führe sie nicht mit anderen Daten zusammen.',
        ),
        paragraph(tool.retention(analytics.retentionMonths)),
        paragraph(
          'Wenn Sie nicht gezählt werden möchten, aktivieren Sie in Ihrem Browser das Signal „Global Privacy Control“ (GPC) oder „Do Not Track“: Sendet Ihr Browser eines davon, meldet diese Website Ihre Besuche nicht. Ihr Widerspruchsrecht nach Art. 21 DSGVO (siehe „Ihre Rechte“) bleibt davon unberührt.',
        ),
      ],
    },
  ];
}

/** The retention item for analytics data (none without a tool). */
export function analyticsRetentionItems(analytics: AnalyticsConfig | null): Inline[][] {
  if (!analytics) return [];
  return [
    [
      `Daten der Reichweitenmessung: Die Daten der einzelnen Besuche werden nach ${analytics.retentionMonths} Monaten gelöscht (siehe „${headingOf(analytics)}“).`,
    ],
  ];
}

/** Examples of legitimate interests in the list of legal bases. */
export function legitimateInterests(analytics: AnalyticsConfig | null): string {
  return analytics
    ? 'am sicheren Betrieb dieser Website, an der Reichweitenmessung oder an der Beantwortung von Anfragen'
    : 'am sicheren Betrieb dieser Website oder an der Beantwortung von Anfragen';
}
