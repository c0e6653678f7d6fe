import type { PageContext } from 'vike/types';
import { articles } from '#model/articles/index.ts';
import { detailCopy } from '#model/copy/detailPages.ts';
import { paths } from '#model/paths.ts';
import { socialImage } from '#model/socialImages.ts';
import { packageGraph } from '#model/structuredData/detail.ts';
import type { PageMeta } from '#renderer/types.ts';
import type { Data } from './+data.ts';

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
