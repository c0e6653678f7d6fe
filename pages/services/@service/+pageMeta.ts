import { articles } from '#content/articles';
import type { PageContext } from 'vike/types';
import { serviceGraph } from '#content/detailSchema';
import { paths } from '#content/paths';
import { socialImage } from '#content/socialImages';
import type { PageMeta } from '#renderer/types';
import type { Data } from './+data';

export default function pageMeta(pageContext: PageContext): PageMeta {
  const { service } = pageContext.data as Data;
  const url = paths.service(service.slug);
  return {
    title: service.title,
    description: service.description,
    url,
    ...socialImage(url, articles),
    structuredData: serviceGraph(service),
  };
}
