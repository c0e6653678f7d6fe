import type { PageContext } from 'vike/types';
import { articles } from '#model/articles';
import { paths } from '#model/paths';
import { socialImage } from '#model/socialImages';
import { serviceGraph } from '#model/structuredData/detail';
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
