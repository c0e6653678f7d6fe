import { site } from '../site';
import type { Block, LegalPage } from '../types';

/** Name as shown in legal texts, with the academic title if there is one. */
const fullName = [site.person.honorific, site.person.name].filter(Boolean).join(' ');

/** Postal address on one line. */
const addressLine = `${site.address.street}, ${site.address.postalCode} ${site.address.locality}, ${site.address.country}`;

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

export const datenschutz: LegalPage = {
  title: 'Datenschutzerklärung',
  description:
    'Wie diese Website mit Ihren Daten umgeht: Hosting, Kontaktformular, Ihre Rechte nach DSGVO und DSG – ohne Tracking und ohne Analyse-Cookies.',
  intro:
    'Der Schutz Ihrer personenbezogenen Daten ist mir ein wichtiges Anliegen. Ich verarbeite Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen, insbesondere der Datenschutz-Grundverordnung (DSGVO) und des österreichischen Datenschutzgesetzes (DSG). Diese Erklärung informiert Sie darüber, welche Daten beim Besuch dieser Website verarbeitet werden, zu welchem Zweck und welche Rechte Ihnen zustehen.',
  sections: [
    {
      id: 'ueberblick',
      heading: 'Datenschutz auf einen Blick',
      blocks: [
        {
          type: 'p',
          content: [
            'Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit Ihren personenbezogenen Daten passiert, wenn Sie diese Website besuchen. Personenbezogene Daten sind alle Daten, mit denen Sie persönlich identifiziert werden können. Ausführliche Informationen finden Sie in den weiteren Abschnitten dieser Erklärung.',
          ],
        },
      ],
      subsections: [
        {
          heading: 'Wer ist für die Datenverarbeitung verantwortlich?',
          blocks: [
            {
              type: 'p',
              content: ['Verantwortlicher im Sinne der DSGVO für die Datenverarbeitung auf dieser Website ist:'],
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
                  'Beim bloßen Besuch der Website: technisch notwendige Zugriffsdaten, die der Server des Hosting-Anbieters automatisch in Log-Dateien erfasst (siehe „Hosting“).',
                ],
                [
                  'Wenn Sie das Kontaktformular nutzen: die Angaben, die Sie selbst eintragen – Name, E-Mail-Adresse, Thema und Nachricht (siehe „Kontaktformular“).',
                ],
                [
                  'Wenn Sie mich per E-Mail, Telefon oder WhatsApp kontaktieren: die Daten, die Sie mir dabei mitteilen.',
                ],
              ],
            },
          ],
        },
        {
          heading: 'Kein Tracking, keine Analyse-Cookies',
          blocks: [
            {
              type: 'p',
              content: [
                'Diese Website setzt keine Cookies zu Analyse-, Tracking- oder Werbezwecken und bindet keine Webanalyse-Dienste, Werbenetzwerke oder Social-Media-Plugins ein. Die verwendeten Schriftarten sind lokal auf dem Webserver gespeichert und werden von dort geladen. Beim bloßen Besuch der Website werden daher keine Anfragen an Server Dritter gestellt; Daten werden nur an den Hosting-Anbieter übertragen, der die Seiten ausliefert.',
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
            `Diese Website ist eine statische Website. Sie wird bei folgendem Anbieter gehostet: ${site.legal.hostingProvider}.`,
          ],
        },
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
            'Diese Daten werden ausschließlich verarbeitet, um die Website technisch bereitzustellen und ihre Sicherheit und Stabilität zu gewährleisten, etwa um Störungen oder Angriffe zu erkennen und abzuwehren. Eine Zusammenführung mit anderen Datenquellen oder eine Auswertung zu Marketingzwecken findet nicht statt. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse liegt in der sicheren und fehlerfreien Bereitstellung dieser Website.',
          ],
        },
        {
          type: 'p',
          content: [
            'Die Log-Dateien werden nur so lange gespeichert, wie es für diese Zwecke erforderlich ist, und nach kurzer Zeit, spätestens nach Wegfall des Zwecks, gelöscht. Daten, deren weitere Aufbewahrung zu Beweiszwecken erforderlich ist – etwa zur Aufklärung eines konkreten Sicherheitsvorfalls –, sind bis zu dessen Klärung von der Löschung ausgenommen.',
          ],
        },
        {
          type: 'p',
          content: [
            'Mit dem Hosting-Anbieter besteht ein Vertrag über Auftragsverarbeitung (Auftragsverarbeitungsvertrag gemäß Art. 28 DSGVO). Er stellt sicher, dass der Anbieter die Daten nur nach meinen Weisungen und unter Einhaltung der DSGVO verarbeitet.',
          ],
        },
      ],
    },
    {
      id: 'allgemeine-hinweise',
      heading: 'Allgemeine Hinweise und Pflichtinformationen',
      blocks: [
        {
          type: 'p',
          content: [
            'Ich behandle Ihre personenbezogenen Daten vertraulich und entsprechend den gesetzlichen Datenschutzvorschriften sowie dieser Datenschutzerklärung. Bitte beachten Sie, dass die Datenübertragung im Internet, etwa bei der Kommunikation per E-Mail, Sicherheitslücken aufweisen kann; ein lückenloser Schutz der Daten vor dem Zugriff durch Dritte ist nicht möglich.',
          ],
        },
      ],
      subsections: [
        {
          heading: 'Verantwortliche Stelle',
          blocks: [
            {
              type: 'p',
              content: [
                'Verantwortliche Stelle ist die natürliche oder juristische Person, die allein oder gemeinsam mit anderen über die Zwecke und Mittel der Verarbeitung personenbezogener Daten entscheidet. Für diese Website ist das:',
              ],
            },
            controllerFacts,
          ],
        },
        {
          heading: 'Speicherdauer',
          blocks: [
            {
              type: 'p',
              content: [
                'Soweit in dieser Datenschutzerklärung keine speziellere Speicherdauer genannt ist, bleiben Ihre personenbezogenen Daten nur so lange gespeichert, bis der Zweck der Verarbeitung entfällt. Machen Sie ein berechtigtes Löschersuchen geltend oder widerrufen Sie eine Einwilligung, werden Ihre Daten gelöscht, sofern keine anderen rechtlich zulässigen Gründe für die Speicherung bestehen – etwa steuer- oder unternehmensrechtliche Aufbewahrungspflichten. In diesem Fall erfolgt die Löschung nach Wegfall dieser Gründe.',
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
                ['Art. 6 Abs. 1 lit. a DSGVO – Ihre Einwilligung, die Sie jederzeit widerrufen können;'],
                [
                  'Art. 6 Abs. 1 lit. b DSGVO – die Erfüllung eines Vertrags mit Ihnen oder die Durchführung vorvertraglicher Maßnahmen, etwa die Beantwortung einer Anfrage zu einem Beratungsauftrag;',
                ],
                ['Art. 6 Abs. 1 lit. c DSGVO – die Erfüllung rechtlicher Verpflichtungen, etwa gesetzlicher Aufbewahrungspflichten;'],
                [
                  'Art. 6 Abs. 1 lit. f DSGVO – berechtigte Interessen, etwa am sicheren Betrieb dieser Website, sofern nicht Ihre Interessen oder Grundrechte überwiegen.',
                ],
              ],
            },
            {
              type: 'p',
              content: ['Welche Rechtsgrundlage im Einzelfall gilt, ist in den jeweiligen Abschnitten dieser Erklärung angegeben.'],
            },
          ],
        },
        {
          heading: 'Kontaktformular',
          blocks: [
            {
              type: 'p',
              content: [
                'Wenn Sie mir über das Kontaktformular eine Anfrage senden, werden folgende Angaben übermittelt:',
              ],
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
                `Die Daten werden verschlüsselt an den externen Formulardienst ${site.legal.formServiceName} übertragen, der sie in meinem Auftrag entgegennimmt und an mich weiterleitet. Der Dienst ist als Auftragsverarbeiter tätig und verarbeitet die Daten nur nach meinen Weisungen. Näheres zur Datenverarbeitung durch den Anbieter finden Sie in dessen `,
                { text: 'Datenschutzerklärung', href: site.legal.formServicePrivacyUrl },
                '.',
              ],
            },
            {
              type: 'p',
              content: [
                'Sofern der Formulardienst Daten in den USA verarbeitet, erfolgt die Übermittlung auf Grundlage des EU-US Data Privacy Framework, sofern der Anbieter danach zertifiziert ist (Angemessenheitsbeschluss der Europäischen Kommission, Art. 45 DSGVO), oder andernfalls auf Grundlage der Standardvertragsklauseln der Europäischen Kommission (Art. 46 Abs. 2 lit. c DSGVO).',
              ],
            },
            {
              type: 'p',
              content: [
                'Ich verwende die Angaben ausschließlich, um Ihre Anfrage zu bearbeiten und mögliche Anschlussfragen zu beantworten; ohne Ihre Einwilligung gebe ich sie nicht weiter. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage mit einem Vertrag oder vorvertraglichen Maßnahmen zusammenhängt, im Übrigen Ihre Einwilligung gemäß Art. 6 Abs. 1 lit. a DSGVO, die Sie vor dem Absenden über das entsprechende Kontrollkästchen erteilen.',
              ],
            },
            {
              type: 'p',
              content: [
                'Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel mit einer formlosen E-Mail an ',
                emailLink,
                '. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt. Die Daten bleiben gespeichert, bis Sie ihre Löschung verlangen, Ihre Einwilligung widerrufen oder der Zweck entfällt, etwa weil Ihre Anfrage abschließend bearbeitet ist; gesetzliche Aufbewahrungspflichten bleiben unberührt.',
              ],
            },
          ],
        },
        {
          heading: 'Anfrage per E-Mail, Telefon oder WhatsApp',
          blocks: [
            {
              type: 'p',
              content: [
                'Wenn Sie mich per E-Mail oder Telefon kontaktieren, verarbeite ich Ihre Anfrage samt aller daraus hervorgehenden personenbezogenen Daten (etwa Name, Kontaktdaten und Inhalt der Anfrage), um Ihr Anliegen zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage mit einem Vertrag oder vorvertraglichen Maßnahmen zusammenhängt, im Übrigen mein berechtigtes Interesse an der Beantwortung der an mich gerichteten Anfragen (Art. 6 Abs. 1 lit. f DSGVO). Für die Speicherdauer gilt das zum Kontaktformular Gesagte.',
              ],
            },
            {
              type: 'p',
              content: [
                'Auf dieser Website gibt es Links, über die Sie mich per WhatsApp erreichen können. WhatsApp wird für Nutzerinnen und Nutzer in Europa von der WhatsApp Ireland Limited betrieben, einem Unternehmen der Meta-Gruppe. Eine Verbindung zu WhatsApp entsteht erst, wenn Sie einen solchen Link anklicken; vorher werden keine Daten an WhatsApp übertragen. Wenn Sie mir über WhatsApp schreiben, verarbeitet WhatsApp Ihre Daten (etwa Telefonnummer, Profilinformationen und Nachrichten) in eigener Verantwortung; dabei ist eine Übermittlung in Drittländer wie die USA nicht ausgeschlossen. Einzelheiten finden Sie in der ',
                { text: 'Datenschutzrichtlinie von WhatsApp', href: 'https://www.whatsapp.com/legal/privacy-policy-eea' },
                '. Wenn Sie das nicht möchten, nutzen Sie bitte das Kontaktformular, E-Mail oder Telefon.',
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
          ],
        },
        {
          heading: 'SSL-/TLS-Verschlüsselung',
          blocks: [
            {
              type: 'p',
              content: [
                'Diese Website nutzt aus Sicherheitsgründen und zum Schutz der Übertragung vertraulicher Inhalte – etwa der Anfragen, die Sie über das Kontaktformular senden – eine SSL- bzw. TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie daran, dass die Adresszeile des Browsers mit „https://“ beginnt und ein Schloss-Symbol angezeigt wird. Bei aktiver Verschlüsselung können die übertragenen Daten nicht von Dritten mitgelesen werden.',
              ],
            },
          ],
        },
        {
          heading: 'Keine Webanalyse',
          blocks: [
            {
              type: 'p',
              content: [
                'Diese Website lädt keine Webanalyse- oder Tracking-Dienste (wie etwa Google Analytics), keine Zählpixel und keine eingebetteten Inhalte von Drittanbietern. Ihr Nutzungsverhalten wird nicht ausgewertet und es werden keine Nutzungsprofile erstellt.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'ihre-rechte',
      heading: 'Ihre Rechte',
      blocks: [
        {
          type: 'p',
          content: [
            'Im Rahmen der geltenden gesetzlichen Bestimmungen stehen Ihnen gegenüber mir als Verantwortlichem folgende Rechte hinsichtlich Ihrer personenbezogenen Daten zu (Art. 15–21 DSGVO):',
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
          ],
        },
      ],
      subsections: [
        {
          heading: 'Widerruf Ihrer Einwilligung',
          blocks: [
            {
              type: 'p',
              content: [
                'Viele Datenverarbeitungsvorgänge sind nur mit Ihrer ausdrücklichen Einwilligung möglich. Eine bereits erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Die Rechtmäßigkeit der bis zum Widerruf erfolgten Datenverarbeitung bleibt vom Widerruf unberührt.',
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
  updated: 'November 2026',
};
