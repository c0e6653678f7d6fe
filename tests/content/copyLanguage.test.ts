import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Language points of the owner's page texts (Austrian usage, the „Sie“ form), read as written (comments aside).
const pageText = (name: string) => readFileSync(`content/texts/${name}.yaml`, 'utf8').replace(/^\s*#.*$/gm, '');
const pages = ['about', 'contact', 'home', 'packages', 'references', 'services'].map((name) => ({
  name,
  text: pageText(name),
}));

describe('page texts: language', () => {
  it('services: the financing mix is put together by one person, and the funding agencies have their articles', () => {
    const services = pageText('services');
    expect(services).not.toMatch(/Wir stellen den passenden Mix/);
    expect(services).toMatch(/Ich stelle mit Ihnen den passenden Mix/);
    expect(services).toMatch(
      /etwa bei der FFG, der aws oder der Förderstelle Ihres Bundeslandes \(in \{region\}: \{funding\}\)/,
    );
  });

  it('promises an answer within two working days only "in der Regel" (three places)', () => {
    const promises = pages.flatMap(({ name, text }) =>
      text
        .split('\n')
        .filter((line) => /zwei Werktagen/.test(line))
        .map((line) => ({ name, line })),
    );
    expect(promises).toHaveLength(3);
    for (const { name, line } of promises) expect(line, name).toMatch(/in der Regel innerhalb von zwei Werktagen/);
  });

  it('calls the consultant’s own clients "Klientinnen und Klienten", never "meine Kundinnen und Kunden"', () => {
    const own = pages.filter(({ text }) => /meine[rn]? Kundinnen und Kunden/.test(text)).map(({ name }) => name);
    expect(own).toEqual([]);
    expect(pageText('about')).toMatch(/meiner Klientinnen und Klienten/);
    expect(pageText('references')).toMatch(/meiner Klientinnen und Klienten/);
  });

  it('says "Universitäten, Fachhochschulen", not "Hochschulen, Fachhochschulen" (a Fachhochschule is a Hochschule)', () => {
    expect(pages.filter(({ text }) => /Hochschulen, Fachhochschulen/.test(text)).map(({ name }) => name)).toEqual([]);
    expect(pageText('packages')).toMatch(/Universitäten, Fachhochschulen und Bildungsanbieter/);
  });

  // Words an Austrian SME client expects.
  it('keeps the sparring to business decisions: no personal coaching (Lebens- und Sozialberatung, § 119 GewO)', () => {
    const packages = pageText('packages');
    expect(packages).not.toMatch(/Leadership-Reflexion|Umgang mit Druck|Führungsstil/);
    expect(packages).toMatch(/Entscheidungsdruck/);
  });

  it('uses EPU as the size class it is (Ein-Personen-Unternehmen), not as a legal form', () => {
    const all = [...pages.map(({ text }) => text), readFileSync('content/settings/site.yaml', 'utf8')].join('\n');
    expect(all).not.toMatch(/Einzelunternehmen \(EPU\)/);
    expect(all).toMatch(/Ein-Personen-Unternehmen \(EPU\)/);
  });

  it('names packages and offerings in German where the specification fixes no English name', () => {
    const english =
      /^\s*-?\s*title: (Market Entry|International Expansion|Funding & Growth|Education|Sales Enablement)\s*$/m;
    expect(pages.filter(({ text }) => english.test(text)).map(({ name }) => name)).toEqual([]);
    const articles = ['kmus-business-schools', 'internationalisierung-strategie'].map((slug) =>
      readFileSync(`content/articles/${slug}.md`, 'utf8'),
    );
    expect(articles.join('\n')).not.toMatch(/Traineeships|Executive Education|\[International Expansion\]/);
  });
});
