import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ArticleError } from '../../scripts/articles/ArticleError';
import { loadArticle, loadArticles } from '../../scripts/articles/loadArticles';

const folder = 'tests/unit/fixtures/articles-bad';
const file = (name: string) => path.resolve(folder, name);

/** The message the build stops with for one file: one line per mistake. */
async function problemsOf(name: string): Promise<string[]> {
  const error = await loadArticle(file(name)).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ArticleError);
  return (error as ArticleError).message.split('\n');
}

const at = (name: string, message: string) => `${folder}/${name}: ${message}`;

describe('a mistake in an article file stops the build with one line that names file, field, found and allowed', () => {
  it.each([
    ['unknown-category.md', 'category "Vertrieb" is not allowed (allowed: Marketing, Innovation, Internationalisierung, Förderung, Strategie)'],
    [
      'unknown-icon.md',
      'icon "star" is not allowed (allowed: compass, rocket, globe, lightbulb, coins, graduation, chat, handshake, layers, target, chart, users, eye, tools, map, book)',
    ],
    ['missing-description.md', 'description is missing (allowed: a text of 50–160 characters)'],
    ['short-description.md', 'description has 30 characters (allowed: a text of 50–160 characters)'],
    ['malformed-date.md', 'datePublished "15.01.2025" is not a date (allowed: a date as YYYY-MM-DD, e.g. 2025-01-15)'],
    ['modified-before-published.md', 'dateModified "2025-01-01" is before datePublished "2025-02-01" (allowed: the same day or later)'],
    [
      'read-time-field.md',
      'field "readTime" is not allowed (allowed: title, category, description, excerpt, icon, datePublished, dateModified; the read time is computed from the text)',
    ],
    ['no-frontmatter.md', 'frontmatter is missing (allowed: "name: value" lines between two --- lines at the top of the file)'],
    [
      'invalid-yaml.md',
      'line 2: the frontmatter is not valid YAML: Nested mappings are not allowed in compact mappings (allowed: "name: value" lines; a text with a colon in double quotes, e.g. title: "Teil 1: Teil 2")',
    ],
    [
      'Neues_Thema.md',
      'file name "Neues_Thema.md" is not allowed (allowed: lowercase a–z, digits and single hyphens, e.g. neues-thema.md; it becomes the address /blog/neues-thema)',
    ],
    ['h1-heading.md', 'line 15: heading "# Noch ein Titel" is not allowed (allowed: ## and ###; the title comes from the frontmatter)'],
    ['raw-html.md', 'line 15: HTML "<div class=\\"box\\">Hervorgehoben</div>" is not allowed (allowed: Markdown only, e.g. **fett**, *kursiv*, [Link](/blog))'],
    ['script-link.md', 'line 15: link "javascript:alert(1)" is not allowed (allowed: /seite, #anker, https://…, mailto:…, tel:…)'],
    ['missing-image.md', 'line 15: image "/images/blog/fehlt.png" is not in public/ (allowed: a file under public/, written from the site root, e.g. /images/blog/bild.jpg)'],
  ])('%s', async (name, message) => {
    expect(await problemsOf(name)).toEqual([at(name, message)]);
  });

  it('names every wrong field of a file, one line each', async () => {
    expect(await problemsOf('impossible-date.md')).toEqual([
      at('impossible-date.md', 'datePublished "2025-02-30" is not a date (allowed: a date as YYYY-MM-DD, e.g. 2025-01-15)'),
      at('impossible-date.md', 'dateModified "2025-02-30" is not a date (allowed: a date as YYYY-MM-DD, e.g. 2025-01-15)'),
    ]);
  });

  it('reports the mistakes of all files of a folder at once', async () => {
    const error = await loadArticles(path.resolve(folder)).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ArticleError);
    const lines = (error as ArticleError).message.split('\n');
    expect(lines).toHaveLength(16);
    expect(lines.every((line) => line.startsWith(`${folder}/`) && line.includes(' (allowed: '))).toBe(true);
  });
});
