import type {
  ContactPoint,
  Country,
  ImageObject,
  Organization,
  Person,
  Place,
  PostalAddress,
  WebSite,
} from 'schema-dts';
import { htmlLang } from '../i18n/language.ts';
import { pageLanguage } from '../i18n/page.ts';
import { areaNames } from '../lists/specLists.ts';
import { absoluteUrl, paths } from '../paths.ts';
import { site } from '../site.ts';
import { socialImagePath } from '../socialImages.ts';
import type { AreaCode } from '../types.ts';

/** Absolute URL of a page's own social preview image (model/socialImages.ts). */
export const socialImageUrl = (path: string) => absoluteUrl(socialImagePath(path));

/** `@id` of a node that belongs to one page: `${canonical}#${name}` (webpage, breadcrumb, article …). */
export const pageNodeId = (path: string, name: string) => `${absoluteUrl(path)}#${name}`;

/** The German home page: the organisation, the person and the service are described in both languages under its address. */
const entityHome = '/';

/**
 * Stable `@id`s of the site-wide entities: the same id is the same entity on every page, and every
 * page's graph contains the nodes it points to. The organisation, the person and the professional
 * service are one each in both languages (docs/english.md); the website, its logo and the blog are each language's own.
 */
export const nodeIds = {
  organization: pageNodeId(entityHome, 'organization'),
  person: pageNodeId(entityHome, 'person'),
  website: pageNodeId(paths.home, 'website'),
  service: pageNodeId(entityHome, 'professional-service'),
  logo: pageNodeId(paths.home, 'logo'),
  blog: pageNodeId(paths.blog, 'blog'),
} as const;

/** The brand mark as logo: the square app icon from `public/` (Google asks for at least 112 × 112). */
const logo = { path: '/apple-touch-icon.png', width: 180, height: 180 };

export function logoNode(): ImageObject {
  return {
    '@type': 'ImageObject',
    '@id': nodeIds.logo,
    url: absoluteUrl(logo.path),
    contentUrl: absoluteUrl(logo.path),
    width: String(logo.width),
    height: String(logo.height),
    caption: site.brand,
    inLanguage: htmlLang[pageLanguage],
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
    '@id': nodeIds.person,
    name: site.person.name,
    jobTitle: site.person.jobTitle,
    description: site.person.bio,
    url: absoluteUrl(`${paths.home}#about`),
    sameAs: [site.linkedinUrl],
    address: postalAddress,
    worksFor: { '@id': nodeIds.organization },
  };
}

/** The business as an `Organization`. */
export function organizationNode(): Organization {
  return {
    '@type': 'Organization',
    '@id': nodeIds.organization,
    name: site.brand,
    url: absoluteUrl(paths.home),
    logo: logoNode(),
    image: absoluteUrl(site.defaultImage),
    email: site.email,
    sameAs: [site.linkedinUrl],
    contactPoint,
    address: postalAddress,
    founder: { '@id': nodeIds.person },
  };
}

/** The site as a `WebSite` with the blog search as `SearchAction`. */
export function websiteNode(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': nodeIds.website,
    url: absoluteUrl(paths.home),
    name: site.brand,
    inLanguage: htmlLang[pageLanguage],
    publisher: { '@id': nodeIds.organization },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(paths.blog)}?q={search_term_string}` },
      // schema-dts has no type for Google's "query-input" shorthand
      'query-input': 'required name=search_term_string',
    } as WebSite['potentialAction'],
  };
}
