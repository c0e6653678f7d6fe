import { describe, expect, it } from 'vitest';
import { articles } from '#model/articles/index.ts';

const homeSections = ['about', 'packages', 'services', 'references', 'contact'];
const services = ['marketing', 'international', 'innovation', 'funding'];
const packages = [
  'market-entry',
  'innovation-transformation',
  'international-expansion',
  'funding-growth',
  'education',
  'sparring',
];

/** Every route of the site an article may link to. */
const knownRoutes = new Set([
  '/',
  ...homeSections.map((id) => `/#${id}`),
  '/blog',
  ...articles.map((a) => `/blog/${a.slug}`),
  ...services.map((slug) => `/services/${slug}`),
  ...packages.map((slug) => `/packages/${slug}`),
  '/impressum',
  '/datenschutz',
]);

function parse(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = document.createElement('div');
  root.append(template.content.cloneNode(true));
  return root;
}

describe.each(articles.map((article) => [article.slug, article] as const))('article %s', (_slug, article) => {
  it('contains no scripts, event handlers or javascript: URLs', () => {
    expect(article.content).not.toMatch(/<script/i);
    expect(article.content).not.toMatch(/\son[a-z]+\s*=/i);
    expect(article.content).not.toMatch(/javascript:/i);
    // The one style the build writes itself: each part's length, for its estimated height
    // (integrations/articles/sectionParts.ts); nothing from the Markdown.
    const partSizes = /<section style="--part-chars:\d+;--part-pictures:\d+(\.\d+)?">/g;
    expect(article.content.replace(partSizes, '<section>')).not.toMatch(/\sstyle\s*=/i);
  });

  it('has headings in order: no h1, starts with h2, skips no level', () => {
    const levels = [...parse(article.content).querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      Number(h.tagName[1]),
    );
    expect(levels.length).toBeGreaterThan(0);
    expect(levels).not.toContain(1);
    expect(levels[0]).toBe(2);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!, `heading ${index} of ${article.slug}`).toBeLessThanOrEqual(1);
    });
  });

  it('links only to known routes of this site and to its own headings', () => {
    const body = parse(article.content);
    const hrefs = [...body.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    const ids = new Set([...body.querySelectorAll('[id]')].map((element) => element.id));
    for (const href of hrefs.filter((h) => h.startsWith('#')))
      expect(ids.has(href.slice(1)), `${article.slug}: ${href}`).toBe(true);
    for (const href of hrefs.filter((h) => !h.startsWith('#'))) {
      expect(href.startsWith('/'), href).toBe(true);
      expect(knownRoutes.has(href), `${article.slug}: ${href}`).toBe(true);
    }
  });

  it('has a description of 50–160 characters and a dated, published state', () => {
    expect(article.description.length).toBeGreaterThanOrEqual(50);
    expect(article.description.length).toBeLessThanOrEqual(160);
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.dateModified >= article.datePublished).toBe(true);
  });
});
