import { articles } from '#content/articles';
import type { PageContext } from 'vike/types';
import { packageGraph } from '#content/detailSchema';
import { detailCopy } from '#content/detailPages';
import { paths } from '#content/paths';
import { socialImage } from '#content/socialImages';
import type { PageMeta } from '#renderer/types';
import type { Data } from './+data';

export default function pageMeta(pageContext: PageContext): PageMeta {
  const { pkg } = pageContext.data as Data;
  const url = paths.package(pkg.slug);
  return {
    title: detailCopy.package.metaTitle(pkg.title),
    description: pkg.description,
    url,
    ...socialImage(url, articles),
    structuredData: packageGraph(pkg),
  };
}
