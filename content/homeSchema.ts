import type { Graph, ProfessionalService } from 'schema-dts';
import { packages } from './packages';
import { pageGraph } from './pageSchema';
import { areaServed, postalAddress, schemaIds, siteUrl, socialImageUrl } from './schema';
import { services } from './services';
import { site } from './site';

/** The consultancy as a `ProfessionalService`: areas, founder, topics and the package catalogue. */
function professionalServiceNode(): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    '@id': schemaIds.service,
    name: site.brand,
    description: site.description,
    url: `${site.url}/`,
    image: `${site.url}${site.defaultImage}`,
    logo: { '@id': schemaIds.logo },
    email: site.email,
    telephone: site.phone.replace(/\s/g, ''),
    address: postalAddress,
    areaServed: areaServed(['AT', 'DE', 'CH']),
    founder: { '@id': schemaIds.person },
    employee: { '@id': schemaIds.person },
    parentOrganization: { '@id': schemaIds.organization },
    knowsAbout: services.map((service) => service.title),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Pakete',
      itemListElement: packages.map((item) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: item.title, description: item.pitch, url: siteUrl(`/packages/${item.slug}`) },
      })),
    },
  };
}

/** The home page's graph: the page, about the organisation, and the consultancy as a service. */
export function homeGraph({ title, description }: { title: string; description: string }): Graph {
  return pageGraph({
    path: '/',
    name: title,
    description,
    webPage: { about: { '@id': schemaIds.organization } },
    image: socialImageUrl('/'),
    nodes: [professionalServiceNode()],
  });
}
