import type { Graph, ProfessionalService } from 'schema-dts';
import { detailCopy } from '../copy/detailPages.ts';
import { packages } from '../copy/packages.ts';
import { services } from '../copy/services.ts';
import { absoluteUrl, paths } from '../paths.ts';
import { site } from '../site.ts';
import { areaServed, nodeIds, postalAddress, socialImageUrl } from './nodes.ts';
import { pageGraph } from './page.ts';

/** The consultancy as a `ProfessionalService`: areas, founder, topics and the package catalogue. */
function professionalServiceNode(): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    '@id': nodeIds.service,
    name: site.brand,
    description: site.description,
    url: absoluteUrl(paths.home),
    image: absoluteUrl(site.defaultImage),
    logo: { '@id': nodeIds.logo },
    email: site.email,
    telephone: site.phone.replace(/\s/g, ''),
    address: postalAddress,
    areaServed: areaServed(['AT', 'DE', 'CH']),
    founder: { '@id': nodeIds.person },
    employee: { '@id': nodeIds.person },
    parentOrganization: { '@id': nodeIds.organization },
    knowsAbout: services.map((service) => service.title),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: detailCopy.schema.packages,
      itemListElement: packages.map((item) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: item.title,
          description: item.pitch,
          url: absoluteUrl(paths.package(item.slug)),
        },
      })),
    },
  };
}

/** The home page's graph: the page, about the organisation, and the consultancy as a service. */
export function homeGraph({ title, description }: { title: string; description: string }): Graph {
  return pageGraph({
    path: paths.home,
    name: title,
    description,
    webPage: { about: { '@id': nodeIds.organization } },
    image: socialImageUrl(paths.home),
    nodes: [professionalServiceNode()],
  });
}
