import type { PageContext } from 'vike/types';
import { detailBreadcrumbs, serviceNode } from '../../../content/detailSchema';
import type { PageMeta } from '../../../renderer/types';
import type { Data } from './+data';

export default function pageMeta(pageContext: PageContext): PageMeta {
  const { service } = pageContext.data as Data;
  const path = `/services/${service.slug}`;
  return {
    title: service.title,
    description: service.description,
    url: path,
    structuredData: [
      serviceNode({
        name: service.title,
        description: service.description,
        serviceType: service.title,
        path,
        areas: service.areaServed,
        offerings: service.offerings,
      }),
      detailBreadcrumbs('services', service.title, path),
    ],
  };
}
