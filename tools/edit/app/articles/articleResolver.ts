import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ownEditorText } from '#model/copy/ownEditorText.ts';
import { frontmatterSchema } from '#model/schemas/article.ts';
import { isoDate } from './articleFile.ts';

/**
 * The article form's check before a save: the build's own frontmatter schema (model/schemas/
 * article.ts, through @hookform/resolvers/zod) on the values as they will be written, the dates
 * turned from 15.01.2025 into the file's 2025-01-15 first. The body is the server's to check (its
 * pictures are on disk).
 */

export type ArticleValues = Record<string, string>;

const dateFields = ['datePublished', 'dateModified'] as const;
const schemaCheck = zodResolver(frontmatterSchema);

/** The frontmatter as the file holds it, from the form's values (dates as JJJJ-MM-TT). */
export function frontmatterOf(values: ArticleValues): Record<string, string> {
  const { body: _body, ...data } = values;
  for (const field of dateFields) data[field] = isoDate(data[field] ?? '') ?? data[field] ?? '';
  return data;
}

export const articleResolver: Resolver<ArticleValues> = async (values, context, options) => {
  const errors: FieldErrors<ArticleValues> = {};
  for (const field of dateFields) {
    const text = values[field] ?? '';
    if (!isoDate(text)) errors[field] = { type: 'date', message: ownEditorText.date.wrong(text) };
  }
  // The order of the dates in the owner's form of them (the schema's own line has the file's).
  const [published, modified] = dateFields.map((field) => isoDate(values[field] ?? ''));
  if (published && modified && modified < published)
    errors.dateModified = {
      type: 'order',
      message: ownEditorText.date.beforePublished(values.dateModified ?? '', values.datePublished ?? ''),
    };
  // The schema's own check, on the frontmatter alone (its object takes no other field).
  // The texts as they will be written; whether they fit the schema is what the check finds out.
  const frontmatter = frontmatterOf(values) as unknown as z.input<typeof frontmatterSchema>;
  const checked = await schemaCheck(frontmatter, context, { ...options, names: undefined, fields: {} });
  for (const [field, error] of Object.entries(checked.errors))
    if (typeof error?.message === 'string')
      errors[field] ??= { type: String(error.type ?? 'schema'), message: error.message };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
