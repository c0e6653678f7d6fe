import type { PageContext } from 'vike/types';
import { serviceGraph } from '../../../content/detailSchema';
import type { PageMeta } from '../../../renderer/types';
import type { Data } from './+data';

export default function pageMeta(pageContext: PageContext): PageMeta {
  const { service } = pageContext.data as Data;
  return {
    title: service.title,
    description: service.description,
    url: `/services/${service.slug}`,
    structuredData: serviceGraph(service),
  };
}
