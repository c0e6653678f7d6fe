import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { publishedArticles, sortArticles } from '#model/articles/collection.ts';
import { readingMinutes } from '#model/articles/wordCount.ts';
import { articleCollection } from '#model/collections.ts';
import { englishCategoryNames } from '#model/i18n/categoryNames.ts';
import type { Language } from '#model/i18n/language.ts';
import { loadDataFile } from '#model/load/dataFile.ts';
import { OwnerError, yamlProblem } from '#model/load/ownerError.ts';
import { foundText } from '#model/schemas/rules.ts';
import type { Article, ArticleCategory } from '#model/types.ts';
import { viennaDate } from '#model/viennaTime.ts';
import { englishArticleParts } from './englishArticle.ts';
import { fillArticleFields } from './fields.ts';
import { parseFrontmatter } from './frontmatter.ts';
import type { MissingImages } from './images.ts';
import { parseMarkdown, renderBody } from './renderBody.ts';

// Not `new URL(…, import.meta.url)`: Vite would treat that as an asset to bundle.
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The site's articles: one Markdown file each. */
export const articlesFolder = path.join(projectRoot, articleCollection.folder);
/**
 * The originals of the articles' images (the editor's uploads): the build makes the web's sizes
 * and formats from them (images.ts); the files themselves never reach the upload folder.
 */
export const articleImagesFolder = path.join(projectRoot, articleCollection.images);

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A file's path as messages show it: relative to the project, with forward slashes. */
const displayPath = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

/** The Markdown files of a folder, sorted by name; none when there is no folder (no English article yet). */
export function articleFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(folder, name));
}

function readFrontmatter(file: string, yaml: string | undefined): unknown {
  if (yaml === undefined) {
    throw new OwnerError([
      { file, text: 'Steckbrief fehlt – erlaubt: Zeilen „name: Wert“ zwischen zwei Zeilen --- am Anfang der Datei' },
    ]);
  }
  try {
    return parseYaml(yaml) ?? {};
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    throw new OwnerError([
      yamlProblem(file, error, {
        what: 'der Steckbrief ist hier kein gültiges YAML',
        allowed:
          'Zeilen „name: Wert“; ein Text mit Doppelpunkt in doppelten Anführungszeichen, z. B. title: "Teil 1: Teil 2"',
        // yaml counts lines inside the block; the file has the opening --- line before it.
        lineOffset: 1,
      }),
    ]);
  }
}

/**
 * One article from its Markdown file: frontmatter checked, body rendered, read time computed. A
 * missing image stops it, unless `missing` is 'placeholder' (the dev server's preview, images.ts).
 * `root`: the project whose settings fill in `{region}`, `{funding}` … (the unit tests' fixture project).
 */
export async function loadArticle(
  file: string,
  imagesDir = articleImagesFolder,
  missing: MissingImages = 'refuse',
  root = projectRoot,
  language: Language = 'de',
): Promise<Article> {
  const shownPath = displayPath(file);
  const slug = checkSlug(shownPath, file);
  const settings = loadDataFile('settings', root, { language }).data;
  const text = readFileSync(file, 'utf8');
  // {region}, {funding} … come from the settings, read afresh (the dev server follows a change there).
  const english = language === 'en' ? englishArticleParts(shownPath, text, settings.address.region, root) : undefined;
  const markdown = fillArticleFields(shownPath, english?.text ?? text, settings);
  const { yaml, tree } = parseMarkdown(markdown);
  const data = readFrontmatter(shownPath, yaml);
  const frontmatter = parseFrontmatter(shownPath, english ? english.withoutSource(data) : data);
  const body = await renderBody(shownPath, tree, imagesDir, missing, language);
  return {
    slug,
    ...(english ? { translationOf: english.translationOf } : {}),
    ...frontmatter,
    // The English pages show, filter and send a category by its English name (model/i18n/categoryNames.ts).
    ...(english ? { category: englishCategoryNames[frontmatter.category] as ArticleCategory } : {}),
    readTime: readingMinutes(body.wordCount),
    ...body,
  };
}

/** The article's slug, from its file name; an `OwnerError` when the name makes no web address. */
function checkSlug(shownPath: string, file: string): string {
  const slug = path.basename(file, '.md');
  if (!slugPattern.test(slug)) {
    throw new OwnerError([
      {
        file: shownPath,
        field: 'Dateiname',
        text: `${foundText(`${slug}.md`)} – erlaubt: Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche, z. B. neues-thema.md; daraus wird die Adresse /blog/neues-thema`,
      },
    ]);
  }
  return slug;
}

/**
 * Checks an article's file as it arrives from elsewhere (a restored copy): its name and its
 * frontmatter against the article schema, as the build would; an `OwnerError` when either fails.
 * The placeholders ({region} …) stay as they are: they are text to the schema.
 */
export function checkArticleSource(file: string, markdown: string): void {
  checkSlug(file, file);
  const { yaml } = parseMarkdown(markdown);
  parseFrontmatter(file, readFrontmatter(file, yaml));
}

/**
 * Every article of a folder, newest first. Mistakes in any file stop with an `OwnerError`
 * listing all of them, one line each.
 */
export async function loadArticles(
  folder = articlesFolder,
  imagesDir = articleImagesFolder,
  missing: MissingImages = 'refuse',
  root = projectRoot,
  language: Language = 'de',
): Promise<Article[]> {
  const results = await Promise.allSettled(
    articleFiles(folder).map((file) => loadArticle(file, imagesDir, missing, root, language)),
  );
  const problems = results.flatMap((result) =>
    result.status === 'rejected' && result.reason instanceof OwnerError ? result.reason.problems : [],
  );
  if (problems.length > 0) throw new OwnerError(problems);
  return sortArticles(
    results.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    }),
  );
}

const forBuild = new Map<string, Promise<Article[]>>();

/**
 * The variable that sets the day a build takes as today (JJJJ-MM-TT), so a test can build the site
 * as it will be on a later day; unset, today in Austria.
 */
export const buildDayVariable = 'SITE_TODAY';

/** The day the build publishes for: `SITE_TODAY` when set, else today in Vienna. */
export function buildDay(env: NodeJS.ProcessEnv = process.env): string {
  const set = env[buildDayVariable]?.trim();
  if (!set) return viennaDate();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(set))
    throw new Error(`${buildDayVariable}=${set}: erlaubt ist ein Datum als JJJJ-MM-TT`);
  return set;
}

/**
 * The articles of a folder that the published site shows (no draft, none dated after the build's
 * day: `publishedArticles`), read once per build process: a build needs them in several places
 * (the pages' modules in both environments, feed, sitemap, social images, search index) and no file
 * changes while it runs. This is the one door of the articles into the build, so every page and
 * file made from them leaves out the same ones. The dev server (the editor's preview) and the tests
 * call `loadArticles`, which reads every file afresh.
 */
export function loadArticlesForBuild(
  folder = articlesFolder,
  imagesDir = articleImagesFolder,
  root = projectRoot,
  language: Language = 'de',
): Promise<Article[]> {
  const today = buildDay();
  const key = `${path.resolve(folder)}\0${path.resolve(imagesDir)}\0${path.resolve(root)}\0${today}\0${language}`;
  let loaded = forBuild.get(key);
  if (!loaded) {
    loaded = loadArticles(folder, imagesDir, 'refuse', root, language).then((list) => publishedArticles(list, today));
    forBuild.set(key, loaded);
  }
  return loaded;
}
