import type { Graph } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { articles } from '#model/articles/index.ts';
import { packages } from '#model/copy/packages.ts';
import { services } from '#model/copy/services.ts';
import { site } from '#model/site.ts';
import { articleGraph, blogListGraph } from '#model/structuredData/blog.ts';
import { packageGraph, serviceGraph } from '#model/structuredData/detail.ts';
import { homeGraph } from '#model/structuredData/home.ts';
import { nodeIds, pageNodeId } from '#model/structuredData/nodes.ts';
import { pageGraph } from '#model/structuredData/page.ts';
import { danglingReferences, definitions, type LdNode, resolve } from '../support/jsonLd.ts';

const asLd = (graph: Graph) => [graph as unknown as LdNode];

const graphs: [string, Graph][] = [
  ['/', homeGraph({ title: 'Start', description: site.description })],
  ['/blog', blogListGraph(articles)],
  ...articles.map((article): [string, Graph] => [`/blog/${article.slug}`, articleGraph(article, article.title)]),
  ...services.map((service): [string, Graph] => [`/services/${service.slug}`, serviceGraph(service)]),
  ...packages.map((pkg): [string, Graph] => [`/packages/${pkg.slug}`, packageGraph(pkg)]),
  ['/impressum', pageGraph({ path: '/impressum', name: 'Impressum', description: 'Angaben gemäß § 5 ECG' })],
];

describe('page graphs', () => {
  it.each(graphs)('%s: one graph that describes every @id it refers to', (path, graph) => {
    expect(graph['@context']).toBe('https://schema.org');
    expect(danglingReferences(asLd(graph))).toEqual([]);
    const byId = definitions(asLd(graph));
    const webPage = byId.get(pageNodeId(path, 'webpage'));
    expect(webPage?.url).toBe(path === '/' ? `${site.url}/` : `${site.url}${path}`);
    expect(resolve(webPage?.breadcrumb, byId)?.['@type']).toBe('BreadcrumbList');
  });

  it('describes the organisation, the person and the website identically on every page', () => {
    for (const id of [nodeIds.organization, nodeIds.person, nodeIds.website]) {
      const versions = new Set(graphs.map(([, graph]) => JSON.stringify(definitions(asLd(graph)).get(id))));
      expect(versions.size, id).toBe(1);
    }
  });

  it('builds page ids from the canonical URL', () => {
    expect(pageNodeId('/', 'webpage')).toBe(`${site.url}/#webpage`);
    expect(pageNodeId('/blog', 'breadcrumb')).toBe(`${site.url}/blog#breadcrumb`);
  });

  it('leads the breadcrumb trail from "Start" to the page; the home page is only "Start"', () => {
    const trail = (path: string, graph: Graph) =>
      (definitions(asLd(graph)).get(pageNodeId(path, 'breadcrumb'))!.itemListElement as { name: string }[]).map(
        (item) => item.name,
      );
    const graphOf = (path: string) => graphs.find(([candidate]) => candidate === path)![1];
    expect(trail('/', graphOf('/'))).toEqual(['Start']);
    expect(trail('/impressum', graphOf('/impressum'))).toEqual(['Start', 'Impressum']);
    const pkg = packages[1]!;
    expect(trail(`/packages/${pkg.slug}`, graphOf(`/packages/${pkg.slug}`))).toEqual(['Start', 'Pakete', pkg.title]);
  });

  it('gives each breadcrumb the absolute URL of its step, a home section with its #fragment', () => {
    const pkg = packages[1]!;
    const path = `/packages/${pkg.slug}`;
    const graph = graphs.find(([candidate]) => candidate === path)![1];
    const items = (
      definitions(asLd(graph)).get(pageNodeId(path, 'breadcrumb'))!.itemListElement as { item: string }[]
    ).map((step) => step.item);
    expect(items).toEqual([`${site.url}/`, `${site.url}/#packages`, `${site.url}${path}`]);
  });
});
