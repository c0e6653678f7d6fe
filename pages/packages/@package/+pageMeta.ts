import type { PageContext } from 'vike/types';
import { articles } from '#model/articles';
import { detailCopy } from '#model/copy/detailPages';
import { paths } from '#model/paths';
import { socialImage } from '#model/socialImages';
import { packageGraph } from '#model/structuredData/detail';
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
