/**
 * Identity and configuration of the site: the one place to edit who runs it, how to reach them
 * and where the site lives. Values marked `PLACEHOLDER` must be replaced before going live.
 *
 * `SITE_URL`, `FORM_ENDPOINT` and the analytics setting can be overridden at build time through
 * environment variables (see README, "Configuration at build time").
 */
import { analyticsSetting, type AnalyticsConfig } from './analytics';
import { readEnv } from './env';

/** A build-time override of a URL (see content/env.ts), without trailing slashes. */
function fromEnv(read: () => string | undefined, name: string, fallback: string): string {
  return readEnv(read, name)?.replace(/\/+$/, '') ?? fallback;
}

/** A messaging service used in client work, as the privacy policy names it. */
export interface MessagingService {
  /** The provider for users in the EU: company name and seat, e.g. "WhatsApp Ireland Limited, Dublin, Irland". */
  provider: string;
  /** The provider's privacy statement for users in the EU. */
  privacyUrl: string;
  /** Legal basis of the provider's transfer of data to a third country, as the privacy policy states it (one basis). */
  transferBasis: string;
}

export interface SiteConfig {
  /** Brand shown in the logo and as `og:site_name`. */
  brand: string;
  /** Short brand for the compact logo and tight spaces. */
  brandShort: string;
  /** Initials for the icon logo. */
  initials: string;
  /** Short line under the name in the full logo. */
  tagline: string;
  /** The consultant, as shown in the author box, Impressum and structured data. */
  person: {
    name: string;
    /** Academic title, if any, e.g. "Mag." (empty when none). */
    honorific: string;
    jobTitle: string;
    /** Two or three sentences for the author box under each article. */
    bio: string;
  };
  /** Years of experience: the claim "mehr als 15 Jahre". */
  yearsOfExperience: number;
  email: string;
  /** Phone number in international format, as shown. */
  phone: string;
  /** WhatsApp number: digits only, with country code, no leading zeros or plus sign. */
  whatsappNumber: string;
  linkedinUrl: string;
  address: {
    street: string;
    postalCode: string;
    locality: string;
    /** Federal state, e.g. "Kärnten". */
    region: string;
    country: string;
    countryCode: 'AT';
  };
  /** Data an Austrian Impressum needs (§ 5 ECG, § 25 MedienG, § 63 GewO). */
  legal: {
    /** Legal form, e.g. "Einzelunternehmen". */
    legalForm: string;
    trade: string;
    /**
     * Professional title of the regulated trade and the state that awarded it, shown in the Impressum
     * as "Berufsbezeichnung" and "verliehen in" (§ 5 Abs. 1 Z 6 ECG). `title` in the form the owner
     * uses, e.g. "Unternehmensberater" or "Unternehmensberaterin".
     */
    professionalTitle: { title: string; awardedIn: string };
    /** Authority supervising the trade licence; the Impressum shows it as "Aufsichtsbehörde (Gewerbebehörde)". */
    tradeAuthority: string;
    chamber: string;
    /** UID number; empty string when none is assigned (Kleinunternehmer). */
    vatId: string;
    /** Link to the trade rules (Gewerbeordnung in the RIS). */
    tradeRulesUrl: string;
    /**
     * Who took the portrait photo, for the Impressum's picture credits: `{ photographer: 'Name' }`
     * (the photographer or studio, as they want to be credited), or `{ selfPortrait: true }` when the
     * owner took it themselves – only then does the credit name the owner.
     */
    portraitCredit: { photographer: string } | { selfPortrait: true };
    /**
     * Messaging services used in client work (the sparring package offers support "per WhatsApp oder
     * Slack"), only when the client chooses them; the privacy policy names each with its provider,
     * privacy statement and the basis of its transfers to third countries.
     */
    messagingServices: { whatsapp: MessagingService; slack: MessagingService };
    /** Hosting provider of the website, named in the privacy policy. */
    hostingProvider: string;
    /** Name of the form-collection service, named in the privacy policy. */
    formServiceName: string;
    /** Its seat and privacy statement, for the privacy policy. */
    formServicePrivacyUrl: string;
    /**
     * Legal basis of the form service's transfer of data to a third country, as the privacy policy
     * states it (one basis, no alternatives).
     */
    formServiceTransferBasis: string;
    /** Days after which the hosting provider deletes its server log files (privacy policy). */
    serverLogRetentionDays: number;
    /** Months after the last contact after which enquiries that led to no contract are deleted (privacy policy). */
    enquiryRetentionMonths: number;
  };
  /** Absolute origin of the live site, without trailing slash. */
  url: string;
  /** Endpoint the contact form POSTs JSON to. */
  formEndpoint: string;
  /**
   * Web analytics: `null` (none: nothing is loaded or sent, and the privacy policy says so) or one
   * tool the page's own script reports page views and sent enquiries to (see README, "Web analytics").
   */
  analytics: AnalyticsConfig | null;
  /** Title template: `%s` is replaced by the page title. */
  titleTemplate: string;
  /** Default meta description (50–160 characters). */
  description: string;
  /** Path of the default social preview image (1200 × 630), used by pages without their own (legal pages, 404). */
  defaultImage: string;
  /** What the default image shows, for `og:image:alt` (describe the new image when replacing it). */
  defaultImageAlt: string;
  /**
   * Colour of the browser's interface around the site (`theme-color`, web app manifest), for a
   * light and a dark system colour scheme.
   */
  themeColor: { light: string; dark: string };
  /** Prefilled WhatsApp texts. */
  whatsapp: {
    /** Greeting from the hero button and the floating button. */
    greeting: string;
    /** Follow-up after a successful form submission. */
    followUp: string;
  };
}

/** The business's name, as the site shows it (header, titles, structured data, social images). */
const brand = 'Max Mustermann Strategie'; // PLACEHOLDER

export const site: SiteConfig = {
  brand,
  brandShort: 'Mustermann', // PLACEHOLDER
  initials: 'MM', // PLACEHOLDER
  tagline: 'Strategie · Marke · Umsetzung',
  person: {
    name: 'Max Mustermann', // PLACEHOLDER
    honorific: '', // PLACEHOLDER
    jobTitle: 'Strategieberater für Marke, Markteintritt und Wachstum',
    bio: 'Unabhängiger Strategieberater aus Kärnten. Begleitet seit mehr als 15 Jahren KMU, Startups, Einzelunternehmen und Bildungseinrichtungen von der ersten Marktanalyse bis zur Umsetzung – in Österreich, Deutschland, der Schweiz und darüber hinaus.',
  },
  yearsOfExperience: 15,
  email: 'office@example.com', // PLACEHOLDER
  phone: '+43 660 0000000', // PLACEHOLDER
  whatsappNumber: '436600000000', // PLACEHOLDER
  linkedinUrl: 'https://www.linkedin.com/in/max-mustermann-placeholder', // PLACEHOLDER
  address: {
    street: 'Musterstraße 1', // PLACEHOLDER
    postalCode: '9020', // PLACEHOLDER
    locality: 'Klagenfurt am Wörthersee', // PLACEHOLDER
    region: 'Kärnten',
    country: 'Österreich',
    countryCode: 'AT',
  },
  legal: {
    legalForm: 'Einzelunternehmen', // PLACEHOLDER
    trade: 'Unternehmensberatung einschließlich der Unternehmensorganisation',
    // Berufsbezeichnung as the owner uses it ("Unternehmensberater" or "Unternehmensberaterin").
    professionalTitle: { title: 'Unternehmensberater', awardedIn: 'Österreich' }, // PLACEHOLDER
    // The Gewerbebehörde of the business's seat: in a Statutarstadt (such as Klagenfurt or Villach) the
    // Magistrat, outside a Statutarstadt the Bezirkshauptmannschaft of the district
    // (e.g. "Bezirkshauptmannschaft Villach-Land").
    tradeAuthority: 'Magistrat der Landeshauptstadt Klagenfurt am Wörthersee', // PLACEHOLDER
    chamber: 'Wirtschaftskammer Kärnten, Fachgruppe Unternehmensberatung, Buchhaltung und Informationstechnologie (UBIT)',
    vatId: 'ATU00000000', // PLACEHOLDER
    tradeRulesUrl: 'https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10007517',
    // PLACEHOLDER: the photographer's name as agreed with them (e.g. 'Foto Muster, Villach'), or
    // { selfPortrait: true } if you took the portrait yourself.
    portraitCredit: { photographer: 'Erika Musterfrau' }, // PLACEHOLDER
    // PLACEHOLDER: WhatsApp und Slack nutzen Sie nur, wenn Klientinnen und Klienten das wählen. Bitte
    // prüfen und bestätigen Sie vor dem Livegang: den Anbieter für Ihr Konto bzw. Ihren Slack-Plan
    // (Vertragspartner laut Nutzungsbedingungen), die Adresse der Datenschutzerklärung und die
    // Grundlage der Übermittlung in Drittländer laut Datenschutzerklärung bzw.
    // Auftragsverarbeitungsvertrag des Anbieters (z. B. EU-US Data Privacy Framework oder
    // Standardvertragsklauseln, Art. 46 Abs. 2 lit. c DSGVO) – nur eine Grundlage je Dienst.
    messagingServices: {
      whatsapp: {
        provider: 'WhatsApp Ireland Limited, Dublin, Irland', // PLACEHOLDER
        privacyUrl: 'https://www.whatsapp.com/legal/privacy-policy-eea', // PLACEHOLDER
        transferBasis: 'EU-US Data Privacy Framework (Angemessenheitsbeschluss der Europäischen Kommission, Art. 45 DSGVO)', // PLACEHOLDER
      },
      slack: {
        provider: 'Slack Technologies Limited, Dublin, Irland', // PLACEHOLDER
        privacyUrl: 'https://slack.com/trust/privacy/privacy-policy', // PLACEHOLDER
        transferBasis: 'EU-US Data Privacy Framework (Angemessenheitsbeschluss der Europäischen Kommission, Art. 45 DSGVO)', // PLACEHOLDER
      },
    },
    hostingProvider: 'Beispiel Hosting GmbH, Musterweg 2, 1010 Wien', // PLACEHOLDER
    formServiceName: 'Formspree, Inc. (USA)', // PLACEHOLDER
    formServicePrivacyUrl: 'https://formspree.io/legal/privacy-policy', // PLACEHOLDER
    // PLACEHOLDER: check the form service's data processing agreement. If the provider is certified
    // under the EU-US Data Privacy Framework, write instead:
    // 'EU-US Data Privacy Framework (Angemessenheitsbeschluss der Europäischen Kommission, Art. 45 DSGVO)'.
    formServiceTransferBasis: 'Standardvertragsklauseln der Europäischen Kommission (Art. 46 Abs. 2 lit. c DSGVO)',
    // PLACEHOLDER: confirm with the hosting provider after how many days it deletes its server logs.
    serverLogRetentionDays: 14,
    enquiryRetentionMonths: 6,
  },
  url: fromEnv(() => import.meta.env.PUBLIC_ENV__SITE_URL, 'PUBLIC_ENV__SITE_URL', 'https://www.example.com'), // PLACEHOLDER
  formEndpoint: fromEnv(
    () => import.meta.env.PUBLIC_ENV__FORM_ENDPOINT,
    'PUBLIC_ENV__FORM_ENDPOINT',
    'https://formspree.io/f/placeholder',
  ), // PLACEHOLDER
  // No web analytics. To count visits, e.g. with your own Matomo (README, "Web analytics"):
  // analytics: analyticsSetting({ provider: 'matomo', endpoint: 'https://statistik.meine-domain.at', siteId: '1', operator: 'self-hosted', retentionMonths: 14 }),
  analytics: analyticsSetting(null),
  titleTemplate: `%s | ${brand}`,
  description:
    'Unabhängige Strategieberatung aus Kärnten: Marke, Markteintritt, Innovation und Förderungen für KMU, Startups und Bildungseinrichtungen in AT, DE und CH.',
  defaultImage: '/og-default.jpg',
  defaultImageAlt: 'Strategie, Marke & Umsetzung – unabhängige Strategieberatung aus Kärnten für KMU, Startups und Hochschulen',
  themeColor: { light: '#0E7C86', dark: '#0F1B2D' },
  whatsapp: {
    greeting: 'Grüß Gott! Ich habe Ihre Website gesehen und würde gerne mehr über Ihre Beratung erfahren.',
    followUp: 'Hallo! Ich habe gerade über Ihre Website eine Anfrage geschickt und melde mich kurz auch hier.',
  },
};
