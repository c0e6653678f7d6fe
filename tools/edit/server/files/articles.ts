import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { loadArticle } from '#integrations/articles/loadArticles.ts';
import { splitFrontmatter } from '#model/articles/frontmatterSplit.ts';
import { articleCollection } from '#model/collections.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { frontmatterSchema } from '#model/schemas/article.ts';

/**
 * Articles as the editor saves them: the frontmatter in the order of the schema, the body as the
 * editor wrote it, checked by the build's own article loader before the file is written. The
 * editor computes a new article's file name from its title by the project's slug rule and hands
 * it over in the field `fileNameField`, which is not part of the file.
 */

export const articlesFolder = articleCollection.folder;
export const fileNameField = 'dateiname';

const fieldOrder = Object.keys(frontmatterSchema.shape);

/** A date the editor may hand over as a date object: written as JJJJ-MM-TT. */
const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** The article file as the project writes it, from the editor's text. */
export function articleText(raw: string): string {
  const parts = splitFrontmatter(raw);
  const data = (parts ? parse(parts.yaml) : {}) as Record<string, unknown>;
  const body = (parts ? parts.body : raw).replace(/^\s*\n/, '');
  delete data[fileNameField];
  const ordered: Record<string, unknown> = {};
  for (const key of [...fieldOrder, ...Object.keys(data)])
    if (key in data && !(key in ordered)) ordered[key] = dateText(data[key]);
  return `---\n${stringify(ordered, { lineWidth: 0 })}---\n\n${body.trimEnd()}\n`;
}

/**
 * Checks an article with the build's loader under its real name; throws an `OwnerError` with the
 * build's German lines, naming `content/articles/<name>.md`; an English article (`en`) by the English
 * build's rules (its `translationOf` names a German article).
 */
export async function checkArticle(
  root: string,
  file: string,
  text: string,
  language: 'de' | 'en' = 'de',
): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'artikel-'));
  const temporary = path.join(folder, path.basename(file));
  try {
    writeFileSync(temporary, text);
    // The pictures' folder is the articles' own (`public` held none, so every article with a picture was refused);
    // the fields are filled from this project's settings.
    await loadArticle(temporary, path.join(root, articleCollection.images), 'refuse', root, language);
  } catch (error) {
    if (!(error instanceof OwnerError)) throw error;
    const shownTemp = path.relative(process.cwd(), temporary).split(path.sep).join('/');
    const named = (text: string) => text.split(shownTemp).join(file);
    throw new OwnerError(
      error.problems.map((problem) => ({
        ...problem,
        ...(problem.file === undefined ? {} : { file: named(problem.file) }),
        text: named(problem.text),
      })),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
