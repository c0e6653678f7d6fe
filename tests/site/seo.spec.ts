import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadArticles } from '#integrations/articles/loadArticles.ts';
import { site } from '#model/site.ts';
import { decodeHtml, metaCsp } from '../support/html.ts';
import {
  danglingReferences,
  definitions,
  jsonLdBlocks,
  type LdNode,
  nodesOfType,
  resolve,
  topNodes,
  typesOf,
} from '../support/jsonLd.ts';
import { allPages, distDir } from '../support/routes.ts';
import { inlineScripts } from '../support/scripts.ts';

// The articles as the build renders them from content/articles/*.md.
const articles = await loadArticles();

// The head of every built page: sitemap.xml and robots.txt against the pages that were actually
// built, titles and descriptions, and the structured data.
const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
const pages = allPages().map((page) => {
  const html = read(page.file);
  return {
    ...page,
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    noIndex: /<meta name="robots" content="noindex,nofollow">/.test(html),
    title: decodeHtml(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: decodeHtml(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
    h1s: html.match(/<h1[\s>]/g)?.length ?? 0,
    lang: html.match(/<html lang="([^"]*)"/)?.[1],
    ld: jsonLdBlocks(html),
  };
});
const sitemapUrls = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

test('every indexable canonical URL is in the sitemap exactly once', () => {
  const indexable = pages.filter((page) => !page.noIndex);
  expect(indexable.length).toBeGreaterThan(10);
  for (const page of indexable)
    expect(
      sitemapUrls.filter((url) => url === page.canonical),
      page.route,
    ).toHaveLength(1);
  expect(sitemapUrls).toHaveLength(indexable.length);
});

test('no noindex page (legal pages, 404) is in the sitemap', () => {
  const noIndex = pages.filter((page) => page.noIndex);
  expect(noIndex.map((page) => page.route).sort()).toEqual(['/404', '/datenschutz', '/impressum']);
  for (const page of noIndex) expect(sitemapUrls).not.toContain(page.canonical);
});

test('every sitemap URL is a prerendered page that answers 200 without redirect', async ({ request }) => {
  for (const url of sitemapUrls) {
    expect(url.startsWith(`${site.url}/`), url).toBe(true);
    const route = url.slice(site.url.length) || '/';
    expect(
      pages.some((page) => page.route === route),
      route,
    ).toBe(true);
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(200);
  }
  expect(read('sitemap.xml')).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
});

test('robots.txt allows everything and names the sitemap', () => {
  expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
});

test('every page carries the Content Security Policy as a meta tag', () => {
  const headerScriptSources = read('_headers')
    .match(/Content-Security-Policy: [^\n]*script-src ([^;]+)/)?.[1]
    ?.split(' ');
  for (const page of pages) {
    const html = read(page.file);
    const csp = metaCsp(html);
    expect(csp, page.route).toContain("default-src 'self'");
    // Scripts from the site itself, plus exactly the page's inline scripts, by their hashes.
    const inline = inlineScripts(html).map(
      ({ body }) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
    );
    expect(inline.length, page.route).toBeGreaterThan(0);
    expect(csp?.match(/script-src ([^;]+)/)?.[1]?.split(' '), page.route).toEqual(["'self'", ...inline]);
    expect(csp, page.route).not.toContain('frame-ancestors');
    // The hosting kit's header, which serves every page, allows each page's inline scripts too.
    expect(headerScriptSources, page.route).toEqual(expect.arrayContaining(inline));
  }
});

/** Values that more than one page uses, each with the routes that share it. */
function shared(key: 'title' | 'description'): string[] {
  const routes = new Map<string, string[]>();
  for (const page of pages) routes.set(page[key], [...(routes.get(page[key]) ?? []), page.route]);
  return [...routes].filter(([, list]) => list.length > 1).map(([value, list]) => `"${value}": ${list.join(', ')}`);
}

test('every page, noindex pages and the 404 page included, has its own title and meta description', () => {
  for (const page of pages) {
    expect(page.title, page.route).not.toBe('');
    expect(page.description, page.route).not.toBe('');
  }
  expect(shared('title')).toEqual([]);
  expect(shared('description')).toEqual([]);
});

test('every page has one h1, the language de-AT, a description of 50–160 characters and its own canonical URL', () => {
  for (const page of pages) {
    expect(page.h1s, page.route).toBe(1);
    expect(page.lang, page.route).toBe('de-AT');
    expect(page.title.length, page.route).toBeGreaterThan(5);
    expect(page.description.length, `${page.route}: ${page.description}`).toBeGreaterThanOrEqual(50);
    expect(page.description.length, `${page.route}: ${page.description}`).toBeLessThanOrEqual(160);
    expect(page.canonical, page.route).toBe(page.route === '/' ? `${site.url}/` : `${site.url}${page.route}`);
  }
});

// Structured data: each page's graph must stand on its own, as search engines read one page at a
// time. Shared entities have one @id everywhere.
const ids = {
  organization: `${site.url}/#organization`,
  person: `${site.url}/#person`,
  website: `${site.url}/#website`,
};
const webPageTypes = ['WebPage', 'CollectionPage', 'AboutPage', 'ContactPage', 'ItemPage'];
const withData = pages.filter((page) => page.route !== '/404');
const graphOf = (route: string) => {
  const page = pages.find((candidate) => candidate.route === route)!;
  return { page, byId: definitions(page.ld), nodes: page.ld.flatMap(topNodes) };
};

/** Width and height of a PNG file, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What Google needs of a publisher: a name and a logo of at least 112 × 112 pixels that exists. */
function organizationProblems(org: LdNode | undefined, byId: Map<string, LdNode>): string[] {
  if (!org) return ['no organisation'];
  const problems: string[] = [];
  if (typeof org.name !== 'string' || org.name === '') problems.push('organisation without name');
  const logo = resolve(org.logo, byId);
  if (!logo || !typesOf(logo).includes('ImageObject')) return [...problems, 'organisation without ImageObject logo'];
  const url = String(logo.url ?? '');
  const [width, height] = [Number(logo.width), Number(logo.height)];
  if (!url.startsWith(`${site.url}/`)) return [...problems, `logo url ${url} is not on the site`];
  if (!(width >= 112 && height >= 112)) problems.push(`logo ${width} × ${height} is smaller than 112 × 112`);
  const file = path.join(distDir, url.slice(site.url.length));
  const actual = pngSize(file);
  if (actual.width !== width || actual.height !== height)
    problems.push(`logo file is ${actual.width} × ${actual.height}, declared ${width} × ${height}`);
  return problems;
}

test('every page has one JSON-LD @graph in which each @id reference resolves (the 404 page has none)', () => {
  expect(pages.find((page) => page.route === '/404')!.ld).toEqual([]);
  const problems: string[] = [];
  for (const page of withData) {
    if (page.ld.length !== 1) problems.push(`${page.route}: ${page.ld.length} JSON-LD blocks`);
    for (const block of page.ld) {
      if (block['@context'] !== 'https://schema.org' || !Array.isArray(block['@graph']))
        problems.push(`${page.route}: not a schema.org @graph`);
    }
    const topIds = page.ld.flatMap(topNodes).map((node) => node['@id']);
    if (topIds.some((id) => typeof id !== 'string')) problems.push(`${page.route}: a top-level node without @id`);
    if (new Set(topIds).size !== topIds.length) problems.push(`${page.route}: an @id described twice`);
    for (const id of danglingReferences(page.ld))
      problems.push(`${page.route}: ${id} is referenced but not on the page`);
  }
  expect(problems).toEqual([]);
});

test('every page is a WebPage of the WebSite, published by the Organization with its logo, with a breadcrumb trail', () => {
  const problems: string[] = [];
  for (const page of withData) {
    const { byId } = graphOf(page.route);
    const webPage = byId.get(`${page.canonical}#webpage`);
    if (!webPage || !typesOf(webPage).some((type) => webPageTypes.includes(type))) {
      problems.push(`${page.route}: no WebPage ${page.canonical}#webpage`);
      continue;
    }
    if (webPage.url !== page.canonical || webPage.inLanguage !== 'de-AT' || !webPage.name)
      problems.push(`${page.route}: WebPage without url, name or language`);
    const website = resolve(webPage.isPartOf, byId);
    if (website?.['@id'] !== ids.website || !typesOf(website).includes('WebSite'))
      problems.push(`${page.route}: WebPage is not part of the WebSite`);
    const publisher = resolve(website?.publisher, byId);
    if (publisher?.['@id'] !== ids.organization)
      problems.push(`${page.route}: WebSite without the Organization as publisher`);
    problems.push(...organizationProblems(publisher, byId).map((problem) => `${page.route}: ${problem}`));
    const trail = resolve(webPage.breadcrumb, byId);
    const items = (trail?.itemListElement ?? []) as { position: number; name: string; item: string }[];
    if (!typesOf(trail).includes('BreadcrumbList') || items.length === 0)
      problems.push(`${page.route}: no BreadcrumbList`);
    else if (
      items.some((item, index) => item.position !== index + 1 || !item.name) ||
      items[0]!.item !== `${site.url}/` ||
      items.at(-1)!.item !== page.canonical
    )
      problems.push(`${page.route}: breadcrumb trail does not lead from the home page to this page`);
  }
  expect(problems).toEqual([]);
});

test('the organisation, the person and the website are the same node on every page', () => {
  for (const id of Object.values(ids)) {
    const versions = new Set(withData.map((page) => JSON.stringify(definitions(page.ld).get(id) ?? null)));
    expect([...versions], id).toHaveLength(1);
    expect([...versions][0], id).not.toBe('null');
  }
  const { byId } = graphOf('/');
  expect(resolve(byId.get(ids.organization)?.founder, byId)?.name).toBe(site.person.name);
});

test('articles declare a BlogPosting with headline, dates, author, publisher and its logo', () => {
  const articlePages = withData.filter((page) => page.route.startsWith('/blog/'));
  expect(articlePages.map((page) => page.route).sort()).toEqual(
    articles.map((article) => `/blog/${article.slug}`).sort(),
  );
  for (const page of articlePages) {
    const { byId } = graphOf(page.route);
    const article = articles.find((candidate) => page.route === `/blog/${candidate.slug}`)!;
    const posting = byId.get(`${page.canonical}#article`);
    expect(typesOf(posting), page.route).toEqual(['BlogPosting']);
    expect(posting, page.route).toMatchObject({
      headline: article.title,
      datePublished: article.datePublished,
      dateModified: article.dateModified,
      url: page.canonical,
    });
    expect(String(posting!.headline).length, page.route).toBeLessThanOrEqual(110);
    expect(String(posting!.image), page.route).toMatch(/^https?:\/\//);
    const author = resolve(posting!.author, byId);
    expect(author, page.route).toMatchObject({ '@type': 'Person', name: site.person.name });
    const publisher = resolve(posting!.publisher, byId);
    expect(publisher?.name, page.route).toBe(site.brand);
    expect(organizationProblems(publisher, byId), page.route).toEqual([]);
    expect(resolve(posting!.mainEntityOfPage, byId)?.['@id'], page.route).toBe(`${page.canonical}#webpage`);
    expect(typesOf(resolve(posting!.isPartOf, byId)), page.route).toEqual(['Blog']);
  }
});

/** What Google's Article documentation asks of each BlogPosting, wherever on a page it stands. */
function postingProblems(posting: LdNode, byId: Map<string, LdNode>): string[] {
  const problems: string[] = [];
  const name = String(posting['@id'] ?? posting.url ?? 'a BlogPosting');
  if (typeof posting.headline !== 'string' || posting.headline === '') problems.push(`${name}: no headline`);
  if (typeof posting.datePublished !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(posting.datePublished))
    problems.push(`${name}: no datePublished`);
  const author = resolve(posting.author, byId);
  if (!typesOf(author).includes('Person') || !author?.name)
    problems.push(`${name}: author is not a Person with a name on this page`);
  const publisher = resolve(posting.publisher, byId);
  if (!typesOf(publisher).includes('Organization'))
    problems.push(`${name}: publisher is not an Organization on this page`);
  else problems.push(...organizationProblems(publisher, byId).map((problem) => `${name}: publisher ${problem}`));
  return problems;
}

test('every page that holds a BlogPosting gives each one headline, date, author and publisher, all on that page', () => {
  // Found by content: whichever built page has a BlogPosting node, at any depth of its graph.
  const withPostings = withData
    .map((page) => ({ page, postings: nodesOfType(page.ld, 'BlogPosting') }))
    .filter(({ postings }) => postings.length > 0);
  const routes = withPostings.map(({ page }) => page.route);
  // At least the list and every article (a sanity check that the search found them).
  expect(routes).toEqual(expect.arrayContaining(['/blog', ...articles.map((article) => `/blog/${article.slug}`)]));
  const problems: string[] = [];
  for (const { page, postings } of withPostings) {
    const byId = definitions(page.ld);
    for (const posting of postings)
      problems.push(...postingProblems(posting, byId).map((problem) => `${page.route}: ${problem}`));
    for (const id of danglingReferences(page.ld))
      problems.push(`${page.route}: ${id} is referenced but not on the page`);
  }
  expect(problems).toEqual([]);
});

test('service and package pages declare their Service, provided by the organisation', () => {
  const details = withData.filter((page) => /^\/(services|packages)\//.test(page.route));
  expect(details).toHaveLength(10);
  for (const page of details) {
    const { byId } = graphOf(page.route);
    const service = byId.get(`${page.canonical}#service`);
    expect(typesOf(service), page.route).toEqual(['Service']);
    expect(resolve(service!.provider, byId)?.['@id'], page.route).toBe(ids.organization);
    expect(resolve(byId.get(`${page.canonical}#webpage`)!.mainEntity, byId)?.['@id'], page.route).toBe(
      `${page.canonical}#service`,
    );
  }
  const international = graphOf('/services/international').byId.get(`${site.url}/services/international#service`);
  expect((international!.areaServed as { identifier: string }[]).map((area) => area.identifier)).toEqual([
    'AT',
    'DE',
    'CH',
    'EU',
    'LATAM',
    'ASIA',
  ]);
});

test('the home page declares the professional service in AT, DE and CH and the website with the blog search', () => {
  const { nodes, byId } = graphOf('/');
  const service = nodes.find((node) => typesOf(node).includes('ProfessionalService'));
  expect((service!.areaServed as { identifier: string }[]).map((area) => area.identifier)).toEqual(['AT', 'DE', 'CH']);
  expect(resolve(service!.parentOrganization, byId)?.['@id']).toBe(ids.organization);
  const website = byId.get(ids.website) as { potentialAction: { '@type': string; target: { urlTemplate: string } } };
  expect(website.potentialAction['@type']).toBe('SearchAction');
  expect(website.potentialAction.target.urlTemplate).toBe(`${site.url}/blog?q={search_term_string}`);
});

test('the blog list is a CollectionPage whose main entity is the Blog with all its posts', () => {
  const { byId } = graphOf('/blog');
  const webPage = byId.get(`${site.url}/blog#webpage`);
  expect(typesOf(webPage)).toEqual(['CollectionPage']);
  const blog = resolve(webPage!.mainEntity, byId);
  expect(typesOf(blog)).toEqual(['Blog']);
  expect((blog!.blogPost as LdNode[]).map((post) => post.url)).toEqual(
    articles.map((article) => `${site.url}/blog/${article.slug}`),
  );
  expect(resolve(blog!.publisher, byId)?.['@id']).toBe(ids.organization);
});

test('JSON-LD keeps "&" as it is', () => {
  const html = read('services/innovation.html');
  const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
  expect(block).toContain('Innovation & Transformation');
  expect(block).not.toContain('&amp;');
});
