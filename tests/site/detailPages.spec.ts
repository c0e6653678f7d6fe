import type { Page } from '@playwright/test';
import { packages } from '#model/copy/packages.ts';
import { services } from '#model/copy/services.ts';
import { packageAreas } from '#model/structuredData/detail.ts';
import { nodeIds } from '#model/structuredData/nodes.ts';
import type { AreaCode, TopicValue } from '#model/types.ts';
import { expect, oneWidth, test } from '../support/test.ts';

interface DetailCase {
  path: string;
  title: string;
  listTitle: string;
  count: number;
  cta: string;
  topic: TopicValue;
  areas: AreaCode[];
  crumb: string;
}

const cases: DetailCase[] = [
  ...services.map((service) => ({
    path: `/services/${service.slug}`,
    title: service.title,
    listTitle: 'Leistungen im Überblick',
    count: 7,
    cta: 'Jetzt Beratung anfragen',
    topic: service.topic,
    areas: service.areaServed,
    crumb: 'Beratungsfelder',
  })),
  ...packages.map((pkg) => ({
    path: `/packages/${pkg.slug}`,
    title: pkg.title,
    listTitle: 'Was Sie in diesem Paket erwartet',
    count: 5,
    cta: pkg.slug === 'sparring' ? 'Jetzt Sparring anfragen' : 'Jetzt Beratung anfragen',
    topic: pkg.topic,
    areas: packageAreas(pkg),
    crumb: 'Pakete',
  })),
];

type Node = Record<string, unknown> & { '@type'?: string };

async function jsonLd(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // One @graph per page; its nodes are what the tests look for.
  return blocks.flatMap((text) => {
    const block = JSON.parse(text) as Node;
    return Array.isArray(block['@graph']) ? (block['@graph'] as Node[]) : [block];
  });
}

/** The page's Service node, with its offer catalogue and its breadcrumb trail, as declared for `c`. */
async function expectServiceDeclared(page: Page, c: DetailCase) {
  const nodes = await jsonLd(page);
  const service = nodes.find((node) => node['@type'] === 'Service');
  expect(service).toBeDefined();
  expect(service).toMatchObject({ name: c.title, provider: { '@id': nodeIds.organization } });
  expect(String(service!.url)).toMatch(new RegExp(`${c.path}$`));
  const areas = (service!.areaServed as { identifier: string }[]).map((area) => area.identifier);
  expect(areas).toEqual(c.areas);
  const catalog = service!.hasOfferCatalog as {
    '@type': string;
    itemListElement: { '@type': string; itemOffered: { '@type': string; name: string } }[];
  };
  expect(catalog['@type']).toBe('OfferCatalog');
  expect(catalog.itemListElement).toHaveLength(c.count);
  for (const offer of catalog.itemListElement) {
    expect(offer['@type']).toBe('Offer');
    expect(offer.itemOffered['@type']).toBe('Service');
    expect(offer.itemOffered.name.length).toBeGreaterThan(0);
  }
  const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList');
  const names = (trail?.itemListElement as { name: string; position: number }[] | undefined)?.map((item) => item.name);
  expect(names).toEqual(['Start', c.crumb, c.title]);
}

// One visit per page for all its checks. The first service and the first package page at both
// widths; the others of their kind have the same parts (and the same button) in other words: at one.
for (const [index, c] of cases.entries()) {
  const firstOfKind = cases.findIndex((other) => other.path.split('/')[1] === c.path.split('/')[1]) === index;
  test(
    `${c.path} shows title, back link and the numbered list, declares a Service with its offer catalogue and a breadcrumb trail, and its call to action opens the contact dialog with the topic selected`,
    firstOfKind ? {} : oneWidth,
    async ({ page }) => {
      await page.goto(c.path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
      const section = page.getByRole('region', { name: c.listTitle });
      await expect(section.getByRole('heading', { level: 2, name: c.listTitle })).toBeVisible();
      await expect(section.getByRole('listitem')).toHaveCount(c.count);
      await expect(section.getByRole('heading', { level: 3 })).toHaveCount(c.count);
      await expectServiceDeclared(page, c);
      const button = page.getByRole('button', { name: c.cta });
      await expect(button).toHaveCount(1);
      await button.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Thema')).toHaveValue(c.topic);
    },
  );
}

test('the sparring package offers 1:1 sparring', oneWidth, async ({ page }) => {
  await page.goto('/packages/sparring');
  await expect(page.getByRole('button', { name: 'Jetzt Sparring anfragen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt Beratung anfragen' })).toHaveCount(0);
});

test('a service page links to its fitting packages, a package page to the five others', oneWidth, async ({ page }) => {
  await page.goto('/services/marketing');
  const related = page.getByRole('region', { name: 'Passende Pakete' });
  await expect(related.getByRole('link')).toHaveCount(services[0]!.relatedPackages.length);
  await expect(related.getByRole('link', { name: 'Markteintritt' })).toHaveAttribute('href', '/packages/market-entry');

  await page.goto('/packages/education');
  const others = page.getByRole('region', { name: 'Weitere Pakete' });
  await expect(others.getByRole('link')).toHaveCount(5);
  await expect(others.getByRole('link', { name: 'Strategie für Bildungseinrichtungen' })).toHaveCount(0);
});

for (const path of ['/services/gibt-es-nicht', '/packages/gibt-es-nicht']) {
  test(`${path} answers 404`, oneWidth, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });
}
