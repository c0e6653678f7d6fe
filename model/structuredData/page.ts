import type { BreadcrumbList, Graph, Thing, WebPage } from 'schema-dts';
import { detailCopy } from '../copy/detailPages.ts';
import { htmlLang } from '../i18n/language.ts';
import { pageLanguage } from '../i18n/page.ts';
import { absoluteUrl, paths } from '../paths.ts';
import { nodeIds, organizationNode, pageNodeId, personNode, websiteNode } from './nodes.ts';

/** Name of the first breadcrumb, the home page. */
const homeCrumb = detailCopy.schema.home;

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** What a page may add to its `WebPage` node (links to its main entity, dates). */
type WebPageExtras = Pick<
  Extract<WebPage, { '@type': 'WebPage' }>,
  'about' | 'mainEntity' | 'datePublished' | 'dateModified'
>;

export interface PageGraphInput {
  /** Route of the page (its canonical path). */
  path: string;
  /** The page's title, without the site name. */
  name: string;
  description: string;
  /** The `WebPage` type that fits the page. */
  type?: 'WebPage' | 'CollectionPage';
  /** Breadcrumbs after "Start"; by default the page itself (none on the home page). */
  trail?: Crumb[];
  webPage?: WebPageExtras;
  /** Absolute URL of the page's own social preview image (indexable pages). */
  image?: string;
  /** The page's own entities (article, service …), linked to the shared ones by `@id`. */
  nodes?: Thing[];
}

function breadcrumbList(path: string, trail: Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': pageNodeId(path, 'breadcrumb'),
    itemListElement: [{ name: homeCrumb, path: paths.home }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * A page's structured data as one graph that stands on its own, the way Yoast builds it: the
 * `WebPage` with its breadcrumb trail and the page's own entities, plus the website, the
 * organisation and the person they point to. Search engines read one page at a time, so every
 * `@id` a page refers to is described on that page.
 */
export function pageGraph({
  path,
  name,
  description,
  type = 'WebPage',
  trail,
  webPage,
  image,
  nodes = [],
}: PageGraphInput): Graph {
  const page: WebPage = {
    '@type': type,
    '@id': pageNodeId(path, 'webpage'),
    url: absoluteUrl(path),
    name,
    description,
    inLanguage: htmlLang[pageLanguage],
    isPartOf: { '@id': nodeIds.website },
    breadcrumb: { '@id': pageNodeId(path, 'breadcrumb') },
    ...(image && { image }),
    ...webPage,
  };
  const crumbs = trail ?? (path === paths.home ? [] : [{ name, path }]);
  return {
    '@context': 'https://schema.org',
    '@graph': [page, breadcrumbList(path, crumbs), ...nodes, websiteNode(), organizationNode(), personNode()],
  };
}
