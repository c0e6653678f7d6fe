/**
 * Identity and configuration of the site, as the code uses it: made from the owner's settings file
 * `content/settings/site.yaml` (checked against model/schemas/settings.ts), plus what follows
 * from it. Values the template marks `!platzhalter` there must be replaced before going live
 * (`npm run check:launch`).
 *
 * `SITE_URL`, `FORM_ENDPOINT` and the analytics setting can be overridden at build time through
 * environment variables (see README, "Configuration at build time").
 */
import { type AnalyticsConfig, analyticsSetting } from './analytics';
import { dataFile } from './load/dataFile';
import { readEnv } from './load/env';
import { fillFields } from './load/textFields';

/** A build-time override of a URL (see model/load/env.ts), without trailing slashes. */
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
  /**
   * The owner confirms claims of the template's texts they must be able to prove (the launch check
   * asks while one is marked `!platzhalter`): the references' examples, projects in Latin America
   * and Asia, "zahlreiche Projekte".
   */
  claims: { referenceExamples: boolean; latinAmericaAsia: boolean; numerousProjects: boolean };
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
    /**
     * Legal basis of the host's transfers to a third country (servers or a CDN outside the EU/EEA);
     * empty when it serves the site from the EU/EEA only.
     */
    hostingTransferBasis: string;
    /** The owner confirms the data-processing contract with the host (Art. 28 DSGVO); the launch check refuses `false`. */
    hostingContract: boolean;
    /** Whether the host makes visitor statistics from its server logs (on by default at many hosts). */
    hostingStatistics: boolean;
    /** Whether the host (or its CDN) sets cookies of its own when it serves the pages. */
    hostingCookies: boolean;
    /** The owner's e-mail provider: where the form service forwards enquiries and e-mails arrive. */
    emailProvider: {
      provider: string;
      privacyUrl: string;
      /** Empty when the provider processes the mail in the EU/EEA only. */
      transferBasis: string;
      /** The owner confirms the data-processing contract with the provider. */
      contract: boolean;
    };
    /** The owner confirms the data-processing contract with the form service. */
    formServiceContract: boolean;
    /** The owner confirms deleting enquiries at the form service within the stated periods. */
    formServiceDeletion: boolean;
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

const settings = dataFile('settings');
const address: SiteConfig['address'] = { ...settings.address, country: 'Österreich', countryCode: 'AT' };

/** The settings' own texts may name {name}, {region} and {years} too, so that no fact is typed twice. */
const filled = fillFields(
  { person: settings.person, description: settings.description, defaultImageAlt: settings.defaultImageAlt },
  settings,
);

export const site: SiteConfig = {
  ...settings,
  ...filled,
  address,
  url: fromEnv(() => import.meta.env.PUBLIC_ENV__SITE_URL, 'PUBLIC_ENV__SITE_URL', settings.url),
  formEndpoint: fromEnv(() => import.meta.env.PUBLIC_ENV__FORM_ENDPOINT, 'PUBLIC_ENV__FORM_ENDPOINT', settings.formEndpoint),
  analytics: analyticsSetting(settings.analytics),
  titleTemplate: `%s | ${settings.brand}`,
  defaultImage: '/og-default.jpg',
};
