import type { BreadcrumbList, Service, WithContext } from 'schema-dts';
import { detailCopy } from './detailPages';
import { areaServed, breadcrumbs, schemaIds } from './schema';
import { services } from './services';
import { site } from './site';
import type { AreaCode, Offering, Package, PackageSlug } from './types';

const homeArea: AreaCode[] = ['AT', 'DE', 'CH'];
const worldwide: AreaCode[] = ['AT', 'DE', 'CH', 'EU', 'LATAM', 'ASIA'];

/** Packages that reach beyond the DACH region, like the international service area. */
const internationalPackages: readonly PackageSlug[] = ['international-expansion'];

/** Where a package is offered: AT, DE and CH; international expansion adds EU, LATAM and ASIA. */
export function packageAreas(pkg: Pick<Package, 'slug'>): AreaCode[] {
  return internationalPackages.includes(pkg.slug) ? worldwide : homeArea;
}

/** The schema.org `serviceType` of a package: the service area with the same contact topic. */
export function packageServiceType(pkg: Pick<Package, 'topic'>): string {
  return services.find((service) => service.topic === pkg.topic)?.title ?? detailCopy.package.defaultServiceType;
}

interface ServiceNodeInput {
  name: string;
  description: string;
  serviceType: string;
  path: string;
  areas: readonly AreaCode[];
  offerings: readonly Offering[];
}

/** A detail page's `Service`, provided by the organisation, with its offerings as `OfferCatalog`. */
export function serviceNode({ name, description, serviceType, path, areas, offerings }: ServiceNodeInput): WithContext<Service> {
  const url = `${site.url}${path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name,
    description,
    serviceType,
    url,
    provider: { '@id': schemaIds.organization },
    areaServed: areaServed(areas),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: detailCopy.schema.catalog(name),
      itemListElement: offerings.map((offering) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: offering.title, description: offering.description },
      })),
    },
  };
}

/** Start › section of the home page › this page. */
export function detailBreadcrumbs(section: 'services' | 'packages', title: string, path: string): WithContext<BreadcrumbList> {
  return breadcrumbs([
    { name: detailCopy.schema.home, path: '/' },
    { name: detailCopy.schema[section], path: `/#${section}` },
    { name: title, path },
  ]);
}
