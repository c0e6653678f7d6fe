import { describe, expect, it } from 'vitest';
import { blogCopy } from '#model/copy/blog.ts';
import { footerCopy } from '#model/copy/footer.ts';
import { homeTitle } from '#model/copy/home.ts';
import { regionPhrase } from '#model/lists/bundeslaender.ts';
import { site } from '#model/site.ts';

// The years of experience and the federal state stand once, in the settings; every other
// text takes them from there ({years}, {region} in the owner's files, `site` in code). Here on the
// fixture project; that the shipped files type neither anywhere else is a named check of the
// shipped content (tests/content/factsOnce.test.ts).

describe('facts typed once', () => {
  it('fills {region} and the funding body in the articles from the settings', async () => {
    const { articles } = await import('#model/articles/index.ts');
    const html = articles.map((article) => `${article.title} ${article.description} ${article.content}`).join('\n');
    expect(html).not.toMatch(/\{\w*\}/);
    const funding = articles.find((article) => article.slug === 'foerderungen-innovation')!;
    expect(funding.description).toContain(site.regionalFunding.shortName);
    expect(funding.content).toContain(
      `Standort ${regionPhrase('in', site.address.region)} ist die Förderstelle des Landes zuständig: ${site.regionalFunding.name} (${site.regionalFunding.shortName})`,
    );
  });

  it('fills the blog intro, the footer claim and the settings texts from the settings', () => {
    expect(blogCopy.intro).toContain(`mehr als ${site.yearsOfExperience} Jahren`);
    expect(footerCopy.claim).toContain(`${regionPhrase('aus', site.address.region)} `);
    expect(homeTitle).toContain(`Strategieberatung ${regionPhrase('in', site.address.region)}`);
    for (const text of [site.person.bio, site.description, site.defaultImageAlt, site.legal.chamber])
      expect(text).not.toMatch(/[{}]/);
    expect(site.legal.chamber).toMatch(new RegExp(`^Wirtschaftskammer ${site.address.region},`));
    expect(site.person.bio).toContain(
      `${site.address.region}. Begleitet seit mehr als ${site.yearsOfExperience} Jahren`,
    );
  });

  it('assumes no gender of the owner where the settings do not say it', () => {
    expect(blogCopy.authorHeading).not.toMatch(/\bAutor(in)?\b/);
  });
});
