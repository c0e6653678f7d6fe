import { describe, expect, it } from 'vitest';
import { cardColors, titleSize } from '#integrations/emit/socialImages/card.ts';
import { articles } from '#model/articles/index.ts';
import { indexableRoutes } from '#model/routes.ts';
import { site } from '#model/site.ts';
import { socialCards, socialImage, socialImagePath } from '#model/socialImages.ts';

describe('social preview images', () => {
  it('exist for exactly the indexable pages, one file each', () => {
    const routes = socialCards(articles).map((card) => card.route);
    expect([...routes].sort()).toEqual(
      indexableRoutes(articles)
        .map((route) => route.path)
        .sort(),
    );
    const files = routes.map(socialImagePath);
    expect(new Set(files).size).toBe(files.length);
    expect(socialImagePath('/')).toBe('/og/index.jpg');
    expect(socialImagePath('/blog/go-to-market-strategie')).toBe('/og/blog/go-to-market-strategie.jpg');
  });

  it('say what kind of page it is: category and read time, service area, package', () => {
    const kindOf = (route: string) => socialCards(articles).find((card) => card.route === route)?.kind;
    expect(kindOf('/blog/go-to-market-strategie')).toBe('Marketing · 8 Min. Lesezeit');
    expect(kindOf('/services/marketing')).toBe('Beratungsfeld');
    expect(kindOf('/packages/sparring')).toBe('Paket');
    expect(kindOf('/')).toBeTruthy();
    expect(kindOf('/blog')).toBeTruthy();
  });

  it('come with a text alternative naming the title, the brand and the consultant', () => {
    const { image, imageAlt } = socialImage('/services/marketing', articles);
    expect(image).toBe('/og/services/marketing.jpg');
    expect(imageAlt).toContain('Marketing & Go-to-Market');
    expect(imageAlt).toContain(site.brand);
    expect(imageAlt).toContain(site.person.name);
  });

  it('are not made for pages without one (legal pages keep the default image)', () => {
    expect(() => socialImage('/impressum', articles)).toThrow(/No social preview image/);
  });

  it('set long titles smaller and use literal colours the renderer understands', () => {
    expect(titleSize('Paket')).toBeGreaterThan(
      titleSize('Go-to-Market-Strategie: So bringen KMU und Startups ihr Angebot erfolgreich auf den Markt'),
    );
    for (const value of Object.values(cardColors)) expect(value).toMatch(/^(#[0-9a-f]{6}|rgba\()/i);
  });
});
