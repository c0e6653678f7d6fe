import type { BreadcrumbList, ContactPoint, Country, Organization, Person, Place, PostalAddress, WebSite, WithContext } from 'schema-dts';
import { site } from './site';
import type { AreaCode } from './types';

/** Stable `@id`s, so entities are linked rather than repeated across pages. */
export const schemaIds = {
  organization: `${site.url}/#organization`,
  person: `${site.url}/#person`,
  website: `${site.url}/#website`,
  service: `${site.url}/#professional-service`,
  logo: `${site.url}/#logo`,
} as const;

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
    logo: { '@type': 'ImageObject', '@id': schemaIds.logo, url: `${site.url}/apple-touch-icon.png`, width: '180', height: '180' },
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

/** A `BreadcrumbList` from (name, path) pairs. */
export function breadcrumbs(items: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.path === '/' ? `${site.url}/` : `${site.url}${item.path}`,
    })),
  };
}
