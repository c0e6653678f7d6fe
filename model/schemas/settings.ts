import { z } from 'zod';
import { analyticsProviders } from '../lists/analyticsProviders.ts';
import { bundeslaender } from '../lists/bundeslaender.ts';
import { metaDescription, pageText } from './common.ts';
import {
  austrianVatId,
  group,
  httpsUrl,
  label,
  oneOf,
  optionalText,
  pattern,
  positiveNumber,
  rule,
  text,
} from './rules.ts';

/**
 * The schema of the owner's settings file, `content/settings/site.yaml`: every field with its
 * German label (used in messages and, later, the editor) and its format. The build checks the file
 * against it; `model/site.ts` turns the result into the `site` object the code uses.
 */

const email = z.email({ error: rule('eine E-Mail-Adresse, z. B. office@meine-domain.at') }).trim();
const colour = (title: string) =>
  label(pattern(/^#[0-9A-Fa-f]{6}$/, 'eine Farbe als # mit sechs Zeichen aus 0–9 und A–F, z. B. #0E7C86'), title);

/** Who took the portrait: a photographer, or the owner (self-portrait). */
const portraitCredit = z.union(
  [
    group({ photographer: label(text('Name der Fotografin, des Fotografen oder des Studios'), 'Fotograf/in') }),
    group({ selfPortrait: label(z.literal(true), 'Selbst aufgenommen') }),
  ],
  {
    error: rule(
      'photographer: Name der Fotografin oder des Fotografen, oder selfPortrait: true, wenn Sie das Foto selbst aufgenommen haben',
    ),
  },
);

/**
 * A statement that is true only once the owner has done it (a contract signed, a deletion set up, a
 * claim checked). The template marks it `!platzhalter true`; `false` builds (so the editor can save
 * it), but `npm run check:launch` lists it and `npm run build:live` refuses (tools/check-launch).
 */
const confirmed = (what: string) =>
  z.boolean({ error: rule(`true, sobald ${what}; false, solange nicht (dann geht die Website nicht online)`) });

/** A messaging service used in client work, as the privacy policy names it. */
const messagingService = group({
  provider: label(text('Name und Sitz des Anbieters, z. B. WhatsApp Ireland Limited, Dublin, Irland'), 'Anbieter'),
  privacyUrl: label(httpsUrl(), 'Datenschutzerklärung des Anbieters'),
  transferBasis: label(
    text('die Rechtsgrundlage der Übermittlung in ein Drittland (eine)'),
    'Grundlage der Drittlandübermittlung',
  ),
});

const analyticsOperator = z.union(
  [
    label(z.literal('self-hosted'), 'Auf Ihrem eigenen Server'),
    group({
      provider: label(text('Name und Sitz des Anbieters, z. B. „Plausible Insights OÜ, Tartu, Estland“'), 'Anbieter'),
      privacyUrl: label(httpsUrl(), 'Datenschutzerklärung des Anbieters').optional(),
      transferBasis: label(
        text('die Rechtsgrundlage der Übermittlung in ein Drittland'),
        'Grundlage der Drittlandübermittlung',
      ).optional(),
    }),
  ],
  { error: rule('„self-hosted“ oder eine Gruppe mit provider, privacyUrl und transferBasis') },
);

const analytics = group({
  provider: label(oneOf(analyticsProviders), 'Werkzeug'),
  // The adapters add the tracking file themselves (components/analytics/providers/).
  endpoint: label(
    httpsUrl('die Adresse der Installation', 'https://statistik.meine-domain.at').refine(
      (value) => !/[?#]|\.php$|\/api\/\w+$/.test(value),
      {
        error: rule(
          'die Adresse der Installation ohne ?… und ohne Zähldatei wie matomo.php oder /api/event, z. B. https://statistik.meine-domain.at',
        ),
      },
    ),
    'Adresse der Installation',
  ),
  siteId: label(text('die Kennung der Website im Werkzeug, z. B. 1 oder meine-domain.at'), 'Website-Kennung'),
  operator: label(analyticsOperator, 'Betreiber'),
  retentionMonths: label(positiveNumber('eine ganze Zahl von Monaten ab 1'), 'Speicherdauer in Monaten'),
});

/** How `npm run deploy` reaches the host (tools/deploy); plain FTP only with --allow-ftp. */
export const deployProtocols = ['sftp', 'ftps', 'ftp'] as const;

/**
 * Where `npm run deploy` uploads the site. No secret belongs here: the password or the SSH key come
 * from environment variables or the untracked file .env.deploy. Never part of a bundle
 * (`serverOnly` in model/collections.ts): the host and the user name stay off the public site.
 */
const deployTarget = group({
  protocol: oneOf(deployProtocols).meta({
    title: 'Protokoll',
    description:
      'Wie hochgeladen wird: SFTP (verschlüsselt, empfohlen), FTPS (FTP mit TLS-Verschlüsselung) oder FTP (unverschlüsselt, nicht empfohlen: nur mit ausdrücklicher Erlaubnis, siehe Anleitung).',
  }),
  host: pattern(
    /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/,
    'ein Servername ohne sftp:// und ohne /, z. B. ssh.meine-domain.at',
  ).meta({
    title: 'Server',
    description:
      'Der Name des Servers aus den Zugangsdaten Ihres Hosting-Anbieters, ohne sftp:// davor, z. B. ssh.meine-domain.at.',
  }),
  port: positiveNumber('eine Portnummer von 1 bis 65535, z. B. 22')
    .max(65535, { error: rule('eine Portnummer von 1 bis 65535, z. B. 22') })
    .optional()
    .meta({
      title: 'Port',
      description:
        'Nur angeben, wenn der Anbieter einen besonderen Port nennt; sonst weglassen (22 bei SFTP, 21 bei FTPS und FTP).',
    }),
  user: text('der Benutzername aus den Zugangsdaten, z. B. meine-domain.at').meta({
    title: 'Benutzername',
    description:
      'Der Benutzername für SFTP oder FTP aus den Zugangsdaten Ihres Hosting-Anbieters. Das Passwort gehört nicht hierher: Der Editor fragt beim Veröffentlichen danach.',
  }),
  folder: pattern(
    /^(?!.*(?<![^/\s])\.\.(?![^/\s]))[^\\\s](?:[^\\]*[^\\\s])?$/,
    'ein Ordner am Server mit / als Trennzeichen, z. B. /html, httpdocs oder . für den Ordner nach der Anmeldung',
  ).meta({
    title: 'Ordner am Server',
    description:
      'Der Ordner, aus dem der Server die Website ausliefert (das Hauptverzeichnis Ihres Webspace), z. B. /html oder httpdocs; . für den Ordner, in dem Sie nach der Anmeldung landen.',
  }),
  backupFolder: pattern(
    // Empty (only spaces too) means: the default beside the web root.
    /^(?:(?!.*(?<![^/\s])\.\.(?![^/\s]))[^\\\s](?:[^\\]*[^\\\s])?)?$/,
    'ein Ordner am Server außerhalb des Ordners der Website, mit / als Trennzeichen, z. B. /website-sicherung',
  )
    .optional()
    .meta({
      title: 'Ordner für die Sicherung',
      description:
        'Wohin jedes Veröffentlichen eine Sicherung Ihrer Inhalte und des Verlaufs legt: ein Ordner außerhalb des Ordners der Website, damit niemand sie aus dem Internet laden kann. Meist leer lassen: dann der Ordner website-sicherung neben dem Ordner der Website (z. B. neben /html).',
    }),
  hostKey: pattern(/^(SHA256:[A-Za-z0-9+/]{43}=?)?$/, 'der Fingerabdruck, den npm run deploy nennt, z. B. SHA256:…')
    .optional()
    .meta({
      title: 'Schlüssel des Servers',
      description:
        'Nur bei SFTP: der Fingerabdruck des Server-Schlüssels (SHA256:…). Das erste Veröffentlichen zeigt ihn, fragt und trägt ihn nach Ihrer Bestätigung hier ein; danach wird nur zu genau diesem Server hochgeladen. Ändern Sie Server, Port oder Benutzername, fragt das nächste Veröffentlichen neu.',
      // Written only by the key question of the publish page or the terminal (tools/deploy/hostKey.ts),
      // never by a save in the editor (model/load/deployKey.ts): shown, not edited.
      readOnly: true,
    }),
});

export const settingsSchema = group({
  brand: label(text(), 'Marke (Geschäftsbezeichnung)'),
  brandShort: label(text(), 'Kurzform der Marke'),
  initials: label(pattern(/^\p{Lu}{1,3}$/u, '1 bis 3 Großbuchstaben, z. B. MM'), 'Initialen'),
  tagline: label(text(), 'Zeile unter dem Namen im Logo'),
  person: label(
    group({
      name: label(text('Vor- und Nachname'), 'Ihr Name'),
      honorific: label(optionalText('ein akademischer Titel, z. B. Mag., oder leer lassen'), 'Akademischer Titel'),
      jobTitle: label(pageText(), 'Tätigkeit'),
      bio: label(pageText(), 'Kurzbiografie'),
    }),
    'Zu Ihrer Person',
  ),
  yearsOfExperience: label(positiveNumber(), 'Jahre Erfahrung'),
  claims: label(
    group({
      referenceExamples: label(
        confirmed(
          'Sie jede typische Aufgabe unter „Referenzen“ mit einem eigenen Projekt belegen können oder den Text geändert haben',
        ),
        'Beispiele unter „Referenzen“ belegt',
      ),
      latinAmericaAsia: label(
        confirmed(
          'Sie Projekte in Lateinamerika und Asien belegen können oder diese Märkte aus den Texten genommen haben',
        ),
        'Projekte in Lateinamerika und Asien belegt',
      ),
      numerousProjects: label(
        confirmed('Sie „zahlreiche Projekte“ belegen können oder den Satz geändert haben'),
        '„Zahlreiche Projekte“ belegt',
      ),
    }),
    'Aussagen, die Sie belegen können',
  ),
  email: label(email, 'E-Mail-Adresse'),
  phone: label(
    pattern(
      /^\+[1-9]\d{0,2}( ?\d){6,14}$/,
      'eine Nummer im internationalen Format mit + und Ländervorwahl, z. B. +43 660 1234567',
    ),
    'Telefonnummer',
  ),
  whatsappNumber: label(
    pattern(/^[1-9]\d{7,14}$/, 'nur Ziffern mit Ländervorwahl, ohne + und ohne führende Null, z. B. 436601234567'),
    'WhatsApp-Nummer',
  ),
  linkedinUrl: label(httpsUrl('die Adresse Ihres Profils', 'https://www.linkedin.com/in/ihr-name'), 'LinkedIn-Profil'),
  address: label(
    group({
      street: label(text('Straße und Hausnummer'), 'Straße'),
      postalCode: label(
        pattern(/^[1-9]\d{3}$/, 'eine österreichische Postleitzahl aus 4 Ziffern, z. B. 9020'),
        'Postleitzahl',
      ),
      locality: label(text(), 'Ort'),
      region: label(oneOf(bundeslaender), 'Bundesland'),
    }),
    'Geschäftsadresse',
  ),
  regionalFunding: label(
    group({
      name: label(text('der volle Name, z. B. Kärntner Wirtschaftsförderungs Fonds'), 'Name'),
      shortName: label(text('der Kurzname, z. B. KWF'), 'Kurzname'),
    }),
    'Förderstelle Ihres Bundeslandes',
  ),
  legal: label(
    group({
      legalForm: label(text('z. B. Einzelunternehmen'), 'Rechtsform'),
      trade: label(text(), 'Gewerbe'),
      professionalTitle: label(
        group({
          title: label(text('z. B. Unternehmensberater oder Unternehmensberaterin'), 'Berufsbezeichnung'),
          awardedIn: label(text('der Staat, der sie verliehen hat, z. B. Österreich'), 'verliehen in'),
        }),
        'Berufsbezeichnung',
      ),
      tradeAuthority: label(text(), 'Gewerbebehörde'),
      chamber: label(
        pageText('Kammer und Fachgruppe, z. B. Wirtschaftskammer {region}, Fachgruppe UBIT'),
        'Kammer und Fachgruppe',
      ),
      vatId: label(
        austrianVatId('„ATU“ und 8 Ziffern, z. B. ATU12345675, oder leer lassen, wenn Sie keine UID haben'),
        'UID-Nummer',
      ),
      tradeRulesUrl: label(httpsUrl(), 'Link zur Gewerbeordnung'),
      portraitCredit: label(portraitCredit, 'Fotonachweis des Porträts'),
      messagingServices: label(
        group({ whatsapp: label(messagingService, 'WhatsApp'), slack: label(messagingService, 'Slack') }),
        'Nachrichtendienste (WhatsApp, Slack)',
      ),
      hostingProvider: label(text('Name und Anschrift des Hosting-Anbieters'), 'Hosting-Anbieter'),
      hostingTransferBasis: label(
        optionalText(
          'leer, wenn der Anbieter die Website nur von Servern in der EU bzw. im EWR ausliefert; sonst die Rechtsgrundlage der Übermittlung in ein Drittland',
        ),
        'Grundlage der Drittlandübermittlung des Hosting-Anbieters',
      ),
      hostingContract: label(
        confirmed('Sie mit dem Hosting-Anbieter einen Auftragsverarbeitungsvertrag (Art. 28 DSGVO) geschlossen haben'),
        'Auftragsverarbeitungsvertrag mit dem Hosting-Anbieter geschlossen',
      ),
      hostingStatistics: label(
        z.boolean({
          error: rule('true, wenn der Hosting-Anbieter aus den Server-Logs Besucherstatistiken erstellt, sonst false'),
        }),
        'Hosting-Anbieter erstellt Besucherstatistiken',
      ),
      hostingCookies: label(
        z.boolean({ error: rule('true, wenn der Hosting-Anbieter beim Ausliefern Cookies setzt, sonst false') }),
        'Hosting-Anbieter setzt Cookies',
      ),
      emailProvider: label(
        group({
          provider: label(text('Name und Sitz des Anbieters, z. B. Beispiel Mail GmbH, Wien'), 'Anbieter'),
          privacyUrl: label(httpsUrl(), 'Datenschutzerklärung des Anbieters'),
          transferBasis: label(
            optionalText(
              'leer, wenn der Anbieter Ihre E-Mails nur in der EU bzw. im EWR verarbeitet; sonst die Rechtsgrundlage der Übermittlung in ein Drittland',
            ),
            'Grundlage der Drittlandübermittlung',
          ),
          contract: label(
            confirmed(
              'Sie mit dem E-Mail-Anbieter einen Auftragsverarbeitungsvertrag (Art. 28 DSGVO) geschlossen haben',
            ),
            'Auftragsverarbeitungsvertrag geschlossen',
          ),
        }),
        'E-Mail-Anbieter',
      ),
      formServiceName: label(text('Name und Land des Formulardienstes'), 'Formulardienst'),
      formServicePrivacyUrl: label(httpsUrl(), 'Datenschutzerklärung des Formulardienstes'),
      formServiceTransferBasis: label(
        text('die Rechtsgrundlage der Übermittlung in ein Drittland'),
        'Grundlage der Drittlandübermittlung des Formulardienstes',
      ),
      formServiceContract: label(
        confirmed('Sie mit dem Formulardienst einen Auftragsverarbeitungsvertrag (Art. 28 DSGVO) geschlossen haben'),
        'Auftragsverarbeitungsvertrag mit dem Formulardienst geschlossen',
      ),
      formServiceDeletion: label(
        confirmed('Sie Anfragen auch beim Formulardienst innerhalb der Fristen der Datenschutzerklärung löschen'),
        'Anfragen beim Formulardienst fristgerecht gelöscht',
      ),
      serverLogRetentionDays: label(
        positiveNumber('eine ganze Zahl von Tagen ab 1'),
        'Speicherdauer der Server-Logs in Tagen',
      ),
      enquiryRetentionMonths: label(
        positiveNumber('eine ganze Zahl von Monaten ab 1'),
        'Aufbewahrung von Anfragen in Monaten',
      ),
      workRecordsRetentionYears: label(
        positiveNumber('eine ganze Zahl von Jahren ab 1'),
        'Aufbewahrung von Nachrichten und Arbeitsunterlagen eines Auftrags in Jahren',
      ),
    }),
    'Rechtliche Angaben',
  ),
  url: label(
    pattern(
      /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(:\d+)?$/,
      'die Adresse der Website mit https://, ohne Pfad und ohne / am Ende, z. B. https://www.meine-domain.at',
    ),
    'Adresse der Website',
  ),
  formEndpoint: label(
    httpsUrl('die Formular-Adresse des Formulardienstes', 'https://formspree.io/f/abcdwxyz'),
    'Formular-Adresse',
  ),
  analytics: label(analytics.nullable(), 'Webanalyse'),
  description: label(metaDescription(), 'Beschreibung für Suchmaschinen'),
  defaultImageAlt: label(pageText('ein Satz, der das Bild beschreibt'), 'Beschreibung des Standard-Vorschaubilds'),
  themeColor: label(
    group({ light: colour('Browserfarbe hell'), dark: colour('Browserfarbe dunkel') }),
    'Farbe der Browserleiste',
  ),
  deploy: deployTarget.nullable().optional().meta({
    title: 'Veröffentlichen',
    description:
      'Wohin npm run deploy die Website hochlädt: Protokoll, Server, Benutzername und Ordner. Wer anders hochlädt (Netlify, Cloudflare Pages, FTP-Programm): deploy: null.',
  }),
  english: label(
    z.boolean({ error: rule('true (die Website auch auf Englisch unter /en/) oder false (nur Deutsch)') }).optional(),
    'Englische Fassung',
    'Ein: Die Website erscheint zusätzlich auf Englisch unter /en/, mit jeder Seite, deren englische Fassung es gibt. Aus: nur Deutsch.',
  ),
  whatsapp: label(
    group({
      greeting: label(text(), 'WhatsApp-Begrüßung'),
      followUp: label(text(), 'WhatsApp-Nachricht nach einer Anfrage'),
    }),
    'Vorbereitete WhatsApp-Nachrichten',
  ),
});

/** The settings file's content, as checked. */
export type Settings = z.infer<typeof settingsSchema>;
