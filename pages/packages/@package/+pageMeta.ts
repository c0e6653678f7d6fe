import type { PageContext } from 'vike/types';
import { detailBreadcrumbs, packageAreas, packageServiceType, serviceNode } from '../../../content/detailSchema';
import { detailCopy } from '../../../content/detailPages';
import type { PageMeta } from '../../../renderer/types';
import type { Data } from './+data';

export default function pageMeta(pageContext: PageContext): PageMeta {
  const { pkg } = pageContext.data as Data;
  const path = `/packages/${pkg.slug}`;
  return {
    title: detailCopy.package.metaTitle(pkg.title),
    description: pkg.description,
    url: path,
    structuredData: [
      serviceNode({
        name: pkg.title,
        description: pkg.description,
        serviceType: packageServiceType(pkg),
        path,
        areas: packageAreas(pkg),
        offerings: pkg.items,
      }),
      detailBreadcrumbs('packages', pkg.title, path),
    ],
  };
}
