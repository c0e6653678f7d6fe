import type { AnalyticsConfig } from '../analytics.ts';
import { shareCopy } from '../copy/blogScript.ts';
import { type MessagingService, site } from '../site.ts';
import type { Block, LegalPage } from '../types.ts';
import {
  analyticsOverviewItems,
  analyticsRetentionItems,
  analyticsSubsections,
  cookiesOverview,
  legitimateInterests,
  privacyDescription,
} from './analyticsPrivacy.ts';
import { withCitationsKeptTogether } from './keepTogether.ts';
import { addressLine, fullName } from './owner.ts';
import { hostingPlaceBlocks, recipientsSubsection, transferItems } from './transfers.ts';
import { legalUpdated, monthAndYear } from './updated.ts';

const { legal } = site;
const { whatsapp, slack } = legal.messagingServices;

/** Provider, transfer basis and privacy statement of a messaging service used in client work. */
function messagingFacts(name: string, service: MessagingService): Block {
  return {
    type: 'facts',
    items: [
      { term: name, value: [service.provider] },
      ...transferItems(service.transferBasis),
      {
        term: 'Weitere Informationen',
        value: [{ text: `Datenschutzerklärung von ${name}`, href: service.privacyUrl }],
      },
    ],
  };
}

const emailLink = { text: site.email, href: `mailto:${site.email}` };

/** Name, address and e-mail of the controller, used in several sections. */
const controllerFacts: Block = {
  type: 'facts',
  items: [
    { term: 'Name', value: [fullName] },
    { term: 'Anschrift', value: [addressLine] },
    { term: 'E-Mail', value: [emailLink] },
  ],
};

/**
 * The privacy policy for this site with `analytics` (its analytics setting; the rest of what it
 * says comes from the settings alike).
 */
export function privacyPolicy(analytics: AnalyticsConfig | null): LegalPage {
  return withCitationsKeptTogether({
    title: 'Datenschutzerklärung',
    description: privacyDescription(analytics),
    intro:
      'Der Schutz Ihrer personenbezogenen Daten ist mir ein wichtiges Anliegen. Ich verarbeite Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen, insbesondere der Datenschutz-Grundverordnung (DSGVO) und des österreichischen Datenschutzgesetzes (DSG). Diese Erklärung informiert Sie darüber, welche Daten beim Besuch dieser Website verarbeitet werden, zu welchem Zweck und welche Rechte Ihnen zustehen.',
    sections: [
      {
        id: 'ueberblick',
        heading: 'Überblick',
        blocks: [
          {
            type: 'p',
            content: [
              'Personenbezogene Daten sind alle Informationen, die sich auf eine identifizierte oder identifizierbare natürliche Person beziehen (Art. 4 Z 1 DSGVO) – also nicht nur Ihr Name oder Ihre E-Mail-Adresse, sondern etwa auch die IP-Adresse Ihres Geräts. Dieser Abschnitt fasst zusammen, welche solchen Daten beim Besuch dieser Website anfallen; die weiteren Abschnitte erklären die Einzelheiten.',
            ],
          },
        ],
        subsections: [
          {
            heading: 'Wer ist für die Datenverarbeitung verantwortlich?',
            blocks: [
              {
                type: 'p',
                content: [
                  'Verantwortlicher im Sinne der DSGVO – also die Person, die über die Zwecke und Mittel der Verarbeitung Ihrer Daten entscheidet (Art. 4 Z 7 DSGVO) – ist für diese Website:',
                ],
              },
              controllerFacts,
            ],
          },
          {
            heading: 'Welche Daten werden wann erfasst?',
            blocks: [
              {
                type: 'list',
                items: [
                  [
                    legal.hostingStatistics
                      ? 'Beim bloßen Besuch der Website: Zugriffsdaten, die der Server des Hosting-Anbieters automatisch in Log-Dateien erfasst – für den sicheren Betrieb und für Zugriffsstatistiken (siehe „Hosting“).'
                      : 'Beim bloßen Besuch der Website: technisch notwendige Zugriffsdaten, die der Server des Hosting-Anbieters automatisch in Log-Dateien erfasst (siehe „Hosting“).',
                  ],
                  [
                    'Wenn Sie das Kontaktformular nutzen: die Angaben, die Sie selbst eintragen – Name, E-Mail-Adresse, Thema und Nachricht –, sowie technisch bedingt Ihre IP-Adresse und Angaben zu Ihrem Browser (siehe „Kontaktformular und Formulardienst“).',
                  ],
                  [
                    'Wenn Sie mich per E-Mail, Telefon oder WhatsApp kontaktieren: die Daten, die Sie mir dabei mitteilen (siehe „Anfragen per Kontaktformular, E-Mail oder Telefon“).',
                  ],
                  [
                    'Wenn Sie als Klientin oder Klient mit mir per WhatsApp oder Slack arbeiten – nur, wenn Sie das wählen: Ihre Kontaktdaten beim jeweiligen Dienst und die Nachrichten (siehe „WhatsApp und Slack in der Zusammenarbeit“).',
                  ],
                  ...analyticsOverviewItems(analytics),
                ],
              },
            ],
          },
          cookiesOverview(analytics, legal.hostingCookies, legal.hostingStatistics),
          {
            heading: 'Gespeicherte Einstellung: Farbschema',
            blocks: [
              {
                type: 'p',
                content: [
                  'Wenn Sie im Kopf der Website ein Farbschema wählen (hell oder dunkel), speichert Ihr Browser diese Wahl im lokalen Speicher Ihres Geräts (localStorage, Eintrag „theme“), damit die nächste Seite gleich im gewählten Schema erscheint. Die Einstellung wird nicht an mich oder Dritte übertragen und enthält keine personenbezogenen Daten. Die Speicherung ist für die von Ihnen ausdrücklich gewünschte Funktion unbedingt erforderlich (§ 165 Abs. 3 TKG 2021). Wählen Sie wieder „wie Ihr System“, wird der Eintrag gelöscht; Sie können ihn auch jederzeit über die Einstellungen Ihres Browsers entfernen.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'hosting',
        heading: 'Hosting',
        blocks: [
          {
            type: 'p',
            content: [
              `Diese Website ist eine statische Website. Sie wird bei folgendem Anbieter gehostet: ${legal.hostingProvider}.`,
            ],
          },
          ...hostingPlaceBlocks(legal),
          {
            type: 'p',
            content: [
              'Beim Aufruf der Website erfasst der Server des Hosting-Anbieters automatisch Informationen in sogenannten Server-Log-Dateien, die Ihr Browser übermittelt. Das sind insbesondere:',
            ],
          },
          {
            type: 'list',
            items: [
              ['IP-Adresse des anfragenden Geräts'],
              ['Datum und Uhrzeit des Zugriffs'],
              ['aufgerufene Seite bzw. Datei'],
              ['verwendeter Browser und Betriebssystem'],
            ],
          },
          {
            type: 'p',
            content: [
              legal.hostingStatistics
                ? 'Diese Daten werden verarbeitet, um die Website technisch bereitzustellen und ihre Sicherheit und Stabilität zu gewährleisten, etwa um Störungen oder Angriffe zu erkennen und abzuwehren. Außerdem erstellt der Hosting-Anbieter daraus Zugriffsstatistiken (etwa die Zahl der Aufrufe je Seite), aus denen ich erfahre, welche Inhalte gelesen werden. Eine Zusammenführung mit anderen Datenquellen, Nutzungsprofile oder eine Auswertung zu Werbezwecken gibt es nicht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse liegt in der sicheren und fehlerfreien Bereitstellung dieser Website und darin, ihr Angebot an den Interessen der Leserinnen und Leser auszurichten.'
                : 'Diese Daten werden ausschließlich verarbeitet, um die Website technisch bereitzustellen und ihre Sicherheit und Stabilität zu gewährleisten, etwa um Störungen oder Angriffe zu erkennen und abzuwehren. Eine Zusammenführung mit anderen Datenquellen, eine statistische Auswertung oder eine Auswertung zu Werbezwecken findet nicht statt. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse liegt in der sicheren und fehlerfreien Bereitstellung dieser Website.',
            ],
          },
          {
            type: 'p',
            content: [
              `Der Hosting-Anbieter löscht die Log-Dateien automatisch nach ${legal.serverLogRetentionDays} Tagen. Daten, deren weitere Aufbewahrung zu Beweiszwecken erforderlich ist – etwa zur Aufklärung eines konkreten Sicherheitsvorfalls –, sind bis zu dessen Klärung von der Löschung ausgenommen.`,
            ],
          },
          {
            type: 'p',
            content: [
              'Mit dem Hosting-Anbieter habe ich einen Vertrag über Auftragsverarbeitung geschlossen (Art. 28 DSGVO). Er verpflichtet den Anbieter, die Daten nur nach meinen Weisungen und unter Einhaltung der DSGVO zu verarbeiten.',
            ],
          },
        ],
      },
      {
        id: 'allgemeine-hinweise',
        heading: 'Verarbeitung im Einzelnen',
        blocks: [
          {
            type: 'p',
            content: [
              'Ich behandle Ihre personenbezogenen Daten vertraulich und schütze sie mit technischen und organisatorischen Maßnahmen, die dem Risiko angemessen sind (Art. 32 DSGVO) – etwa mit verschlüsselter Übertragung (siehe „TLS-Verschlüsselung (HTTPS)“) und mit Verträgen über Auftragsverarbeitung mit den Dienstleistern, die in meinem Auftrag tätig sind. Die folgenden Abschnitte beschreiben die einzelnen Verarbeitungen.',
            ],
          },
        ],
        subsections: [
          {
            heading: 'Anfragen per Kontaktformular, E-Mail oder Telefon',
            blocks: [
              {
                type: 'p',
                content: [
                  'Wenn Sie mir eine Anfrage senden, verarbeite ich Ihre Angaben – etwa Name, Kontaktdaten, Thema und Inhalt der Anfrage –, um Ihr Anliegen zu bearbeiten und Anschlussfragen zu beantworten. Ich gebe sie nicht an Dritte weiter; ausgenommen sind nur die Dienstleister, die in meinem Auftrag tätig sind, und, wenn aus Ihrer Anfrage ein Auftrag entsteht, Steuerberatung und Finanzamt (siehe „Empfänger Ihrer Daten“).',
                ],
              },
              {
                type: 'p',
                content: [
                  'Für Anfragen über das Kontaktformular ist Rechtsgrundlage Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie mit dem Kontrollkästchen vor dem Absenden erteilen: Sie willigen ein, dass Ihre Angaben im Formular – Name, E-Mail-Adresse, Thema und Nachricht – über den Formulardienst an mich übermittelt werden und dass ich sie verarbeite, um Ihre Anfrage zu bearbeiten und zu beantworten (siehe „Kontaktformular und Formulardienst“). Ohne diese Einwilligung lässt sich das Formular nicht absenden; Sie können mich dann per E-Mail, Telefon oder WhatsApp erreichen.',
                ],
              },
              {
                type: 'p',
                content: [
                  'Sie können Ihre Einwilligung jederzeit ohne Angabe von Gründen widerrufen (Art. 7 Abs. 3 DSGVO), formlos, etwa per E-Mail an ',
                  emailLink,
                  '. Der Widerruf wirkt für die Zukunft; die Rechtmäßigkeit der Verarbeitung bis zum Widerruf bleibt davon unberührt. Ist Ihre Anfrage zu diesem Zeitpunkt noch offen, kann ich sie auf Grundlage der Formulardaten nicht mehr beantworten. Ich lösche die Formulardaten dann – auch beim Formulardienst –, soweit ich sie nicht für einen inzwischen mit Ihnen geschlossenen Vertrag (Art. 6 Abs. 1 lit. b DSGVO) oder zur Erfüllung einer gesetzlichen Pflicht, etwa der Aufbewahrungspflicht nach § 132 BAO (Art. 6 Abs. 1 lit. c DSGVO), weiterhin benötige.',
                ],
              },
              {
                type: 'p',
                content: [
                  'Rechtsgrundlage für die Bearbeitung von Anfragen per E-Mail, Telefon oder WhatsApp ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage auf den Abschluss eines Vertrags gerichtet ist (vorvertragliche Maßnahmen) oder mit einem bestehenden Auftrag zusammenhängt; in allen anderen Fällen ist es Art. 6 Abs. 1 lit. f DSGVO – mein berechtigtes Interesse liegt darin, an mich gerichtete Anfragen zu beantworten.',
                ],
              },
              {
                type: 'p',
                content: [
                  'Die Angabe Ihrer Daten ist weder gesetzlich noch vertraglich vorgeschrieben; sie ist freiwillig. Ohne Ihren Namen und Ihre E-Mail-Adresse kann ich Ihre Anfrage jedoch nicht beantworten – im Kontaktformular sind deshalb nur diese beiden Felder Pflichtfelder.',
                ],
              },
              {
                type: 'p',
                content: ['Wie lange ich Anfragen aufbewahre, steht unter „Speicherdauer“.'],
              },
            ],
          },
          {
            heading: 'Kontaktformular und Formulardienst',
            blocks: [
              {
                type: 'p',
                content: ['Wenn Sie das Kontaktformular absenden, werden folgende Angaben übermittelt:'],
              },
              {
                type: 'list',
                items: [
                  ['Name'],
                  ['E-Mail-Adresse'],
                  ['gewähltes Thema'],
                  ['Ihre Nachricht'],
                  [
                    'Kampagnen-Kennzeichnungen (utm_source, utm_medium, utm_campaign), die lediglich die Herkunft der Anfrage als „Website-Formular“ beschreiben und keine Angaben über Sie persönlich enthalten',
                  ],
                ],
              },
              {
                type: 'p',
                content: [
                  `Die Angaben werden verschlüsselt an den externen Formulardienst ${legal.formServiceName} übertragen. Technisch bedingt erhält der Dienst dabei auch Ihre IP-Adresse und Angaben zu Ihrem Browser (etwa Browsertyp und -version). Er nimmt die Anfrage in meinem Auftrag entgegen und leitet sie per E-Mail an mein Postfach bei meinem E-Mail-Anbieter weiter (siehe „Empfänger Ihrer Daten“). Mit dem Dienst habe ich einen Vertrag über Auftragsverarbeitung geschlossen (Art. 28 DSGVO); er verarbeitet die Daten nur nach meinen Weisungen. Die bei ihm gespeicherten Anfragen lösche ich innerhalb derselben Fristen wie unter „Speicherdauer“.`,
                ],
              },
              {
                type: 'facts',
                items: [
                  { term: 'Formulardienst', value: [legal.formServiceName] },
                  ...transferItems(legal.formServiceTransferBasis),
                  {
                    term: 'Weitere Informationen',
                    value: [{ text: 'Datenschutzerklärung des Formulardienstes', href: legal.formServicePrivacyUrl }],
                  },
                ],
              },
              {
                type: 'p',
                content: [
                  'Scheitert das Absenden (etwa weil der Formulardienst gerade nicht erreichbar ist), bietet Ihnen das Formular zwei Links an, um Ihre Anfrage stattdessen per WhatsApp oder per E-Mail zu senden; sie enthalten, was Sie eingetragen haben (Name, Thema und Nachricht). An WhatsApp oder Ihr E-Mail-Programm gehen diese Angaben erst, wenn Sie einen der Links antippen, und versendet werden sie erst, wenn Sie die Nachricht dort selbst absenden (zu WhatsApp siehe „WhatsApp, LinkedIn und Teilen von Beiträgen“).',
                ],
              },
            ],
          },
          {
            heading: 'WhatsApp, LinkedIn und Teilen von Beiträgen',
            blocks: [
              {
                type: 'p',
                content: [
                  `Auf dieser Website gibt es Links, über die Sie mich per WhatsApp erreichen können. Anbieter von WhatsApp für Nutzerinnen und Nutzer in Europa ist ${whatsapp.provider}, ein Unternehmen der Meta-Gruppe. Eine Verbindung zu WhatsApp entsteht erst, wenn Sie einen solchen Link anklicken; vorher werden keine Daten an WhatsApp übertragen. Wenn Sie mir über WhatsApp schreiben, verarbeitet WhatsApp Ihre Daten (etwa Telefonnummer, Profilinformationen und Nachrichten) in eigener Verantwortung; dabei ist eine Übermittlung in Drittländer wie die USA nicht ausgeschlossen. Einzelheiten finden Sie in der `,
                  { text: 'Datenschutzrichtlinie von WhatsApp', href: whatsapp.privacyUrl },
                  '. Wenn Sie das nicht möchten, nutzen Sie bitte das Kontaktformular, E-Mail oder Telefon. Ihre Nachricht selbst bearbeite ich wie jede andere Anfrage (siehe „Anfragen per Kontaktformular, E-Mail oder Telefon“).',
                ],
              },
              {
                type: 'p',
                content: [
                  'Ebenso führt der Link zu meinem LinkedIn-Profil erst beim Anklicken zu LinkedIn; beim bloßen Besuch dieser Website werden keine Daten an LinkedIn übertragen. Für die Datenverarbeitung auf LinkedIn ist der Betreiber der Plattform verantwortlich; Näheres finden Sie in der ',
                  { text: 'Datenschutzrichtlinie von LinkedIn', href: 'https://www.linkedin.com/legal/privacy-policy' },
                  '.',
                ],
              },
              {
                type: 'p',
                content: [
                  `Jeden Beitrag unter „Insights“ können Sie teilen. „${shareCopy.linkedin}“ ist ein gewöhnlicher Link zur Teilen-Seite von LinkedIn: Erst wenn Sie ihn anklicken, öffnet Ihr Browser diese Seite und übergibt ihr die Adresse des Beitrags; vorher wird nichts an LinkedIn übertragen. „${shareCopy.email}“ öffnet Ihr eigenes E-Mail-Programm mit dem Titel und der Adresse des Beitrags; gesendet wird nur, was Sie dort selbst absenden. „${shareCopy.copy}“ legt die Adresse in die Zwischenablage Ihres Geräts und überträgt nichts. Die geteilte Adresse enthält Kampagnen-Kennzeichnungen (utm_source, utm_medium, utm_campaign), die nur sagen, dass der Link über LinkedIn oder per E-Mail geteilt wurde – keine Angaben über Sie oder die Person, mit der Sie teilen.`,
                ],
              },
            ],
          },
          {
            heading: 'WhatsApp und Slack in der Zusammenarbeit',
            blocks: [
              {
                type: 'p',
                content: [
                  'Während eines Auftrags – etwa im Paket „1:1 Sparring & Coaching“ – können Sie mich zwischen den Terminen auch per WhatsApp oder Slack erreichen. Diese Kanäle nutze ich nur, wenn Sie sie wählen; alles Nötige lässt sich ebenso per E-Mail, Telefon oder im persönlichen Gespräch klären.',
                ],
              },
              {
                type: 'p',
                content: [
                  'Verarbeitet werden dabei Ihre Kontaktdaten beim jeweiligen Dienst (bei WhatsApp Ihre Telefonnummer und Ihr Profilname, bei Slack Ihr Name, Ihre E-Mail-Adresse und die Angaben Ihres Profils), die Inhalte der Nachrichten und Dateien, die Sie mir senden oder ich Ihnen sende, sowie Metadaten wie Zeitpunkt und Zustellung der Nachrichten. Ich verarbeite diese Daten, um den Auftrag durchzuführen; Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Für Nachrichten aus einem Auftrag gelten die Fristen unter „Speicherdauer“.',
                ],
              },
              {
                type: 'p',
                content: [
                  'WhatsApp verarbeitet Ihre Daten auch in eigener Verantwortung (siehe „WhatsApp, LinkedIn und Teilen von Beiträgen“). Bei Slack ist Kunde des Anbieters, wer den Arbeitsbereich (Workspace) betreibt, in dem die Unterhaltung stattfindet – ich oder Ihr Unternehmen; Slack verarbeitet die Inhalte in dessen Auftrag. Beide Anbieter können Daten in Drittländer wie die USA übermitteln:',
                ],
              },
              messagingFacts('WhatsApp', whatsapp),
              messagingFacts('Slack', slack),
            ],
          },
          recipientsSubsection(legal),
          {
            heading: 'Speicherdauer',
            blocks: [
              {
                type: 'p',
                content: [
                  'Ich speichere personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder eine gesetzliche Aufbewahrungspflicht besteht. Im Einzelnen:',
                ],
              },
              {
                type: 'list',
                items: [
                  [
                    `Server-Log-Dateien: Der Hosting-Anbieter löscht sie nach ${legal.serverLogRetentionDays} Tagen (siehe „Hosting“).`,
                  ],
                  [
                    `Anfragen, aus denen kein Auftrag entsteht: Ich lösche sie ${legal.enquiryRetentionMonths} Monate nach dem letzten Kontakt.`,
                  ],
                  ...analyticsRetentionItems(analytics),
                  [
                    'Anfragen, aus denen ein Auftrag entsteht: Unterlagen, die für die Abgabenerhebung von Bedeutung sind – etwa Angebote, Verträge, Rechnungen und die dazugehörige Korrespondenz –, bewahre ich 7 Jahre ab dem Ende des Kalenderjahres auf, auf das sie sich beziehen (§ 132 BAO); danach lösche ich sie.',
                  ],
                  [
                    `Nachrichten, Arbeitsunterlagen und Entwürfe eines Auftrags, die nicht für die Abgabenerhebung aufbewahrt werden müssen: Ich lösche sie ${legal.workRecordsRetentionYears} ${legal.workRecordsRetentionYears === 1 ? 'Jahr' : 'Jahre'} nach dem Ende des Auftrags.`,
                  ],
                ],
              },
              {
                type: 'p',
                content: [
                  'Werden Daten zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen benötigt, etwa in einem laufenden Verfahren, lösche ich sie erst nach dessen Abschluss. Verlangen Sie die Löschung Ihrer Daten, lösche ich sie, soweit keine gesetzliche Aufbewahrungspflicht entgegensteht.',
                ],
              },
            ],
          },
          {
            heading: 'Rechtsgrundlagen',
            blocks: [
              {
                type: 'p',
                content: ['Ich verarbeite personenbezogene Daten auf folgenden Rechtsgrundlagen der DSGVO:'],
              },
              {
                type: 'list',
                items: [
                  [
                    'Art. 6 Abs. 1 lit. a DSGVO – Ihre Einwilligung, etwa für Anfragen über das Kontaktformular; Sie können sie jederzeit mit Wirkung für die Zukunft widerrufen;',
                  ],
                  [
                    'Art. 6 Abs. 1 lit. b DSGVO – die Erfüllung eines Vertrags mit Ihnen oder die Durchführung vorvertraglicher Maßnahmen, etwa die Beantwortung einer Anfrage zu einem Beratungsauftrag;',
                  ],
                  [
                    'Art. 6 Abs. 1 lit. c DSGVO – die Erfüllung rechtlicher Verpflichtungen, etwa der Aufbewahrungspflichten nach § 132 BAO;',
                  ],
                  [
                    `Art. 6 Abs. 1 lit. f DSGVO – berechtigte Interessen, etwa ${legitimateInterests(analytics)}, sofern nicht Ihre Interessen oder Grundrechte überwiegen.`,
                  ],
                ],
              },
              {
                type: 'p',
                content: [
                  'Welche Rechtsgrundlage im Einzelfall gilt, ist in den jeweiligen Abschnitten dieser Erklärung angegeben.',
                ],
              },
            ],
          },
          {
            heading: 'Keine automatisierte Entscheidungsfindung',
            blocks: [
              {
                type: 'p',
                content: [
                  'Es findet keine automatisierte Entscheidungsfindung einschließlich Profiling statt (Art. 22 DSGVO): Über Ihre Anfrage entscheide ich persönlich.',
                ],
              },
            ],
          },
          {
            heading: 'TLS-Verschlüsselung (HTTPS)',
            blocks: [
              {
                type: 'p',
                content: [
                  'Diese Website und das Kontaktformular übertragen Daten verschlüsselt (HTTPS mit TLS). Die Verschlüsselung schützt sie auf dem Weg zwischen Ihrem Browser und dem Server davor, unterwegs mitgelesen oder verändert zu werden; auf Ihrem Gerät und beim Empfänger wirkt sie nicht. Ist eine Verbindung nicht verschlüsselt, weisen aktuelle Browser in der Adresszeile darauf hin.',
                ],
              },
            ],
          },
          ...analyticsSubsections(analytics),
        ],
      },
      {
        id: 'ihre-rechte',
        heading: 'Ihre Rechte',
        blocks: [
          {
            type: 'p',
            content: [
              'Im Rahmen der geltenden gesetzlichen Bestimmungen stehen Ihnen mir gegenüber folgende Rechte hinsichtlich Ihrer personenbezogenen Daten zu (Art. 7 Abs. 3 und Art. 15–21 DSGVO):',
            ],
          },
          {
            type: 'list',
            items: [
              ['Recht auf Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15 DSGVO)'],
              ['Recht auf Berichtigung unrichtiger oder unvollständiger Daten (Art. 16 DSGVO)'],
              ['Recht auf Löschung (Art. 17 DSGVO)'],
              ['Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)'],
              [
                'Recht auf Datenübertragbarkeit: Daten, die Sie mir bereitgestellt haben, in einem strukturierten, gängigen und maschinenlesbaren Format zu erhalten (Art. 20 DSGVO)',
              ],
              [
                'Recht auf Widerspruch gegen Verarbeitungen, die auf Art. 6 Abs. 1 lit. f DSGVO beruhen, aus Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21 DSGVO)',
              ],
              [
                'Recht, eine erteilte Einwilligung jederzeit zu widerrufen, ohne dass die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung berührt wird (Art. 7 Abs. 3 DSGVO)',
              ],
            ],
          },
        ],
        subsections: [
          {
            heading: 'Widerspruchsrecht',
            blocks: [
              {
                type: 'p',
                content: [
                  'Soweit ich Ihre Daten auf Grundlage berechtigter Interessen verarbeite (Art. 6 Abs. 1 lit. f DSGVO), können Sie dieser Verarbeitung jederzeit aus Gründen widersprechen, die sich aus Ihrer besonderen Situation ergeben (Art. 21 DSGVO). Ich verarbeite Ihre Daten dann nicht mehr, es sei denn, ich kann zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
                ],
              },
            ],
          },
          {
            heading: 'Beschwerde bei der Aufsichtsbehörde',
            blocks: [
              {
                type: 'p',
                content: [
                  'Wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen das Datenschutzrecht verstößt oder Ihre datenschutzrechtlichen Ansprüche sonst in einer Weise verletzt worden sind, können Sie sich bei der Aufsichtsbehörde beschweren. In Österreich ist das die Datenschutzbehörde:',
                ],
              },
              {
                type: 'facts',
                items: [
                  { term: 'Behörde', value: ['Österreichische Datenschutzbehörde'] },
                  { term: 'Anschrift', value: ['Barichgasse 40–42, 1030 Wien'] },
                  { term: 'Website', value: [{ text: 'www.dsb.gv.at', href: 'https://www.dsb.gv.at' }] },
                ],
              },
              {
                type: 'p',
                content: [
                  'Gerne können Sie sich mit Ihrem Anliegen auch zuerst an mich wenden, damit ich es möglichst rasch klären kann.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'kontakt',
        heading: 'Kontakt',
        blocks: [
          {
            type: 'p',
            content: [
              'Wenn Sie eines Ihrer Rechte ausüben möchten oder Fragen zum Datenschutz haben, wenden Sie sich bitte formlos an:',
            ],
          },
          controllerFacts,
          {
            type: 'p',
            content: [
              'Ich beantworte Ihr Anliegen unverzüglich, spätestens innerhalb eines Monats. Bestehen begründete Zweifel an Ihrer Identität, kann ich zusätzliche Angaben anfordern, um sicherzustellen, dass Ihre Daten nicht an Unbefugte herausgegeben werden.',
            ],
          },
        ],
      },
    ],
    updated: monthAndYear(legalUpdated),
  });
}

export const datenschutz: LegalPage = privacyPolicy(site.analytics);
