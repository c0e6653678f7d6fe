import type { Graph, Service } from 'schema-dts';
import { detailCopy } from '../copy/detailPages.ts';
import { services } from '../copy/services.ts';
import { absoluteUrl, paths } from '../paths.ts';
import type { AreaCode, Offering, Package, PackageSlug, ServiceArea } from '../types.ts';
import { areaServed, nodeIds, pageNodeId, socialImageUrl } from './nodes.ts';
import { pageGraph } from './page.ts';

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
export function serviceNode({ name, description, serviceType, path, areas, offerings }: ServiceNodeInput): Service {
  return {
    '@type': 'Service',
    '@id': pageNodeId(path, 'service'),
    name,
    description,
    serviceType,
    url: absoluteUrl(path),
    image: socialImageUrl(path),
    provider: { '@id': nodeIds.organization },
    areaServed: areaServed(areas),
    mainEntityOfPage: { '@id': pageNodeId(path, 'webpage') },
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

/** A detail page: Start › section of the home page › this page, about its `Service`. */
function detailGraph(section: 'services' | 'packages', title: string, service: ServiceNodeInput): Graph {
  return pageGraph({
    path: service.path,
    name: title,
    description: service.description,
    trail: [
      { name: detailCopy.schema[section], path: `/#${section}` },
      { name: service.name, path: service.path },
    ],
    webPage: { mainEntity: { '@id': pageNodeId(service.path, 'service') } },
    image: socialImageUrl(service.path),
    nodes: [serviceNode(service)],
  });
}

/** The graph of a service page (`/services/{slug}`). */
export function serviceGraph(service: ServiceArea): Graph {
  const path = paths.service(service.slug);
  return detailGraph('services', service.title, {
    name: service.title,
    description: service.description,
    serviceType: service.title,
    path,
    areas: service.areaServed,
    offerings: service.offerings,
  });
}

/** The graph of a package page (`/packages/{slug}`); its title says it is a package. */
export function packageGraph(pkg: Package): Graph {
  const path = paths.package(pkg.slug);
  return detailGraph('packages', detailCopy.package.metaTitle(pkg.title), {
    name: pkg.title,
    description: pkg.description,
    serviceType: packageServiceType(pkg),
    path,
    areas: packageAreas(pkg),
    offerings: pkg.items,
  });
}
