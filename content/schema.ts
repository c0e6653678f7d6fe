import type { ContactPoint, Country, ImageObject, Organization, Person, Place, PostalAddress, WebSite } from 'schema-dts';
import { site } from './site';
import { socialImagePath } from './socialImages';
import type { AreaCode } from './types';

/** Absolute URL of a route, equal to the page's canonical URL (`/` keeps its slash). */
export const siteUrl = (path: string) => (path === '/' ? `${site.url}/` : `${site.url}${path}`);

/** Absolute URL of a page's own social preview image (content/socialImages.ts). */
export const socialImageUrl = (path: string) => `${site.url}${socialImagePath(path)}`;

/** `@id` of a node that belongs to one page: `${canonical}#${name}` (webpage, breadcrumb, article …). */
export const pageNodeId = (path: string, name: string) => `${siteUrl(path)}#${name}`;

/**
 * Stable `@id`s of the site-wide entities: the same id is the same entity on every page, and every
 * page's graph contains the nodes it points to.
 */
export const schemaIds = {
  organization: `${site.url}/#organization`,
  person: `${site.url}/#person`,
  website: `${site.url}/#website`,
  service: `${site.url}/#professional-service`,
  logo: `${site.url}/#logo`,
  blog: pageNodeId('/blog', 'blog'),
} as const;

/** The brand mark as logo: the square app icon from `public/` (Google asks for at least 112 × 112). */
const logo = { path: '/apple-touch-icon.png', width: 180, height: 180 };

export function logoNode(): ImageObject {
  return {
    '@type': 'ImageObject',
    '@id': schemaIds.logo,
    url: siteUrl(logo.path),
    contentUrl: siteUrl(logo.path),
    width: String(logo.width),
    height: String(logo.height),
    caption: site.brand,
    inLanguage: 'de-AT',
  };
}

export const postalAddress: PostalAddress = {
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  postalCode: site.address.postalCode,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  addressCountry: site.address.countryCode,
};

const areaNames: Record<AreaCode, string> = {
  AT: 'Österreich',
  DE: 'Deutschland',
  CH: 'Schweiz',
  EU: 'Europäische Union',
  LATAM: 'Lateinamerika',
  ASIA: 'Asien',
};

/** `areaServed` entries: countries as `Country`, larger regions as `Place`. */
export function areaServed(codes: readonly AreaCode[]): (Country | Place)[] {
  return codes.map((code) =>
    code === 'AT' || code === 'DE' || code === 'CH'
      ? { '@type': 'Country', name: areaNames[code], identifier: code }
      : { '@type': 'Place', name: areaNames[code], identifier: code },
  );
}

export const contactPoint: ContactPoint = {
  '@type': 'ContactPoint',
  contactType: 'customer service',
  email: site.email,
  telephone: site.phone.replace(/\s/g, ''),
  areaServed: ['AT', 'DE', 'CH'],
  availableLanguage: ['de', 'en'],
};

/** The consultant as a `Person`. */
export function personNode(): Person {
  return {
    '@type': 'Person',
    '@id': schemaIds.person,
    name: site.person.name,
    jobTitle: site.person.jobTitle,
    description: site.person.bio,
    url: `${site.url}/#about`,
    sameAs: [site.linkedinUrl],
    address: postalAddress,
    worksFor: { '@id': schemaIds.organization },
  };
}

/** The business as an `Organization`. */
export function organizationNode(): Organization {
  return {
    '@type': 'Organization',
    '@id': schemaIds.organization,
    name: site.brand,
    url: `${site.url}/`,
    logo: logoNode(),
    image: `${site.url}${site.defaultImage}`,
    email: site.email,
    sameAs: [site.linkedinUrl],
    contactPoint,
    address: postalAddress,
    founder: { '@id': schemaIds.person },
  };
}

/** The site as a `WebSite` with the blog search as `SearchAction`. */
export function websiteNode(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': schemaIds.website,
    url: `${site.url}/`,
    name: site.brand,
    inLanguage: 'de-AT',
    publisher: { '@id': schemaIds.organization },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.url}/blog?q={search_term_string}` },
      // schema-dts has no type for Google's "query-input" shorthand
      'query-input': 'required name=search_term_string',
    } as WebSite['potentialAction'],
  };
}
