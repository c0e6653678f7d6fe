import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { frontmatterSchema } from '#model/schemas/article.ts';
import { screenText } from '#tools/edit/text/screens.ts';
import { germanDate, isoDate, splitArticle, today } from './articleFile.ts';

/**
 * The article form's check before a save: the build's own frontmatter schema (model/schemas/
 * article.ts, through @hookform/resolvers/zod) on the values as they will be written, the dates
 * turned from 15.01.2025 into the file's 2025-01-15 first. The body is the server's to check (its
 * pictures are on disk).
 */

/** The form's values: texts, and the Ja/Nein of „Entwurf“. */
export type ArticleValues = Record<string, string | boolean>;

const dateFields = ['datePublished', 'dateModified'] as const;
const schemaCheck = zodResolver(frontmatterSchema);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's values of an article file: the frontmatter's texts, the dates as 15.01.2025, the body as written. */
export function articleFormValues(raw: string): ArticleValues {
  const { data, body } = splitArticle(raw);
  const values: ArticleValues = { body, draft: data.draft === true };
  for (const [key, value] of Object.entries(data))
    if (key !== 'draft') values[key] = typeof value === 'string' ? value : String(value ?? '');
  for (const key of dateFields) values[key] = germanDate(values[key] ?? '') || today();
  return values;
}

/**
 * The frontmatter as the file holds it, from the form's values (dates as JJJJ-MM-TT); „Entwurf“
 * only while it is on, so an article that never was one keeps its file as it is.
 */
export function frontmatterOf(values: ArticleValues): Record<string, unknown> {
  const { body: _body, draft, ...data } = values;
  for (const field of dateFields) data[field] = isoDate(textOf(data[field])) ?? data[field] ?? '';
  return draft === true ? { ...data, draft: true } : data;
}

export const articleResolver: Resolver<ArticleValues> = async (values, context, options) => {
  const errors: FieldErrors<ArticleValues> = {};
  for (const field of dateFields) {
    const text = textOf(values[field]);
    if (!isoDate(text)) errors[field] = { type: 'date', message: screenText.date.wrong(text) };
  }
  // The order of the dates in the owner's form of them (the schema's own line has the file's).
  const [published, modified] = dateFields.map((field) => isoDate(textOf(values[field])));
  if (published && modified && modified < published)
    errors.dateModified = {
      type: 'order',
      message: screenText.date.beforePublished(textOf(values.dateModified), textOf(values.datePublished)),
    };
  // The schema's own check, on the frontmatter alone (its object takes no other field).
  // The texts as they will be written; whether they fit the schema is what the check finds out.
  // An English article's `translationOf` (the German it translates) is the English build's field, checked by the server.
  const { translationOf: _source, ...written } = frontmatterOf(values);
  const frontmatter = written as unknown as z.input<typeof frontmatterSchema>;
  const checked = await schemaCheck(frontmatter, context, { ...options, names: undefined, fields: {} });
  for (const [field, error] of Object.entries(checked.errors))
    if (typeof error?.message === 'string')
      errors[field] ??= { type: String(error.type ?? 'schema'), message: error.message };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
