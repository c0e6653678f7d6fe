import type { PageContext } from 'vike/types';
import { articles } from '#model/articles/index.ts';
import { paths } from '#model/paths.ts';
import { socialImage } from '#model/socialImages.ts';
import { serviceGraph } from '#model/structuredData/detail.ts';
import type { PageMeta } from '#renderer/types.ts';
import type { Data } from './+data.ts';

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
