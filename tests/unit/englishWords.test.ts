import { describe, expect, it } from 'vitest';
import { englishModule } from '#integrations/emit/englishModule.ts';
import { englishArticlesForBuild } from '#integrations/emit/englishSite.ts';
import { projectRoot } from '#model/load/dataFile.ts';
import type * as socialImagesModule from '#model/socialImages.ts';
import type * as structuredDataBlog from '#model/structuredData/blog.ts';
import type * as structuredDataHome from '#model/structuredData/home.ts';
import { englishArticle } from '../support/englishProject.ts';
import { englishProjects } from '../support/englishProjects.ts';

// The English pages' words made outside their pages' modules: the social images and structured data,
// loaded through the English modules as the English pass does (emit/englishModule.ts), and the
// English articles' bodies, rendered in Node. Their fixed words are English, none of the German ones.

const root = englishProjects()();
const articles = await englishArticlesForBuild(root);

describe("the English pages' social image words", async () => {
  const english = await englishModule<typeof socialImagesModule>(projectRoot(), 'model/socialImages.ts');
  const kindOf = (route: string) => english.socialCards(articles).find((card) => card.route === route)?.kind;

  it('name the kind of page in English', () => {
    expect(kindOf('/en/blog')).toBe('Blog · Practical knowledge from consulting');
    expect(kindOf(`/en/blog/${englishArticle.slug}`)).toMatch(/^\S.* · \d+ min read$/);
    expect(kindOf('/en/services/marketing')).toBe('Consulting area');
    expect(kindOf('/en/packages/sparring')).toBe('Package');
  });

  it('describe the image in English quotation marks', () => {
    const { imageAlt } = english.socialImage(`/en/blog/${englishArticle.slug}`, articles);
    expect(imageAlt).toMatch(/^“Go-to-market strategy” \(.+ min read\) – /);
    expect(imageAlt).not.toMatch(/[„]|Lesezeit/);
  });
});

describe("the English home page's structured data", async () => {
  const english = await englishModule<typeof structuredDataHome>(projectRoot(), 'model/structuredData/home.ts');

  it('names the package catalogue in English', () => {
    const graph = JSON.stringify(english.homeGraph({ title: 'Home', description: 'About' }));
    expect(graph).toContain('"name":"Packages"');
    expect(graph).not.toContain('"name":"Pakete"');
  });
});

describe("the English pages' breadcrumbs in the structured data", async () => {
  const english = await englishModule<typeof structuredDataBlog>(projectRoot(), 'model/structuredData/blog.ts');

  it('start at "Home"', () => {
    const graph = JSON.stringify(english.blogListGraph([]));
    expect(graph).toMatch(/"position":1,"name":"Home","item":"https?:\/\/[^"]+\/en\/"/);
    expect(graph).not.toContain('"name":"Start"');
  });
});

describe("the English articles' heading links", () => {
  it('are named in English', () => {
    const article = articles.find((candidate) => candidate.slug === englishArticle.slug);
    expect(article?.content).toMatch(/aria-label="Copy link to “[^"]+”"/);
    expect(article?.content).not.toContain('kopieren');
  });
});
