import { z } from 'zod';
import { articleCategories } from '../../content/categories';
import { iconNames } from '../../content/iconNames';
import type { ArticleFrontmatter } from '../../content/types';
import { ArticleError, shown } from './ArticleError';

const descriptionLength = { min: 50, max: 160 } as const;
const fields = ['title', 'category', 'description', 'excerpt', 'icon', 'datePublished', 'dateModified'] as const;
/** Fields people may expect to set, and why they are not in the frontmatter. */
const notFields: Record<string, string> = {
  readTime: 'the read time is computed from the text',
  slug: 'the slug is the file name',
  content: 'the text follows the frontmatter',
};

interface Found {
  input?: unknown;
}

/** An error text for a field: "is missing" or what was found, then what is allowed. */
const rule =
  (allowed: string, found = (input: unknown) => `${shown(input)} is not allowed`) =>
  (issue: Found) => {
    const what = issue.input === undefined ? 'is missing' : issue.input === '' ? 'is empty' : found(issue.input);
    return `${what} (allowed: ${allowed})`;
  };

const text = () =>
  z
    .string({ error: rule('a text') })
    .trim()
    .min(1, { error: rule('a text') });

const lengthRule = rule(`a text of ${descriptionLength.min}–${descriptionLength.max} characters`, (input) => `has ${String(input).length} characters`);
const description = z.string({ error: lengthRule }).trim().min(descriptionLength.min, { error: lengthRule }).max(descriptionLength.max, { error: lengthRule });

/** YYYY-MM-DD and a day that exists (2025-02-30 does not). */
const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const dateRule = rule('a date as YYYY-MM-DD, e.g. 2025-01-15', (input) => `${shown(input)} is not a date`);
const date = z.string({ error: dateRule }).refine(isIsoDate, { error: dateRule });

const unknownFields = (keys: readonly string[]) =>
  keys.map((key) => `field "${key}" is not allowed (allowed: ${fields.join(', ')}${notFields[key] ? `; ${notFields[key]}` : ''})`).join('\n');

/** The frontmatter of an article file; unknown fields are mistakes, not ignored. */
export const frontmatterSchema = z
  .strictObject(
    {
      title: text(),
      category: z.enum(articleCategories, { error: rule(articleCategories.join(', ')) }),
      description,
      excerpt: text(),
      icon: z.enum(iconNames, { error: rule(iconNames.join(', ')) }),
      datePublished: date,
      dateModified: date,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? unknownFields(issue.keys) : 'is not a list of fields (allowed: "name: value" lines between two --- lines at the top of the file)',
    },
  )
  .refine((data) => data.dateModified >= data.datePublished, {
    path: ['dateModified'],
    error: (issue) => {
      const data = issue.input as ArticleFrontmatter;
      return `"${data.dateModified}" is before datePublished "${data.datePublished}" (allowed: the same day or later)`;
    },
  });

/** The checked frontmatter of `file`, or an `ArticleError` with one line per mistake. */
export function parseFrontmatter(file: string, data: unknown): ArticleFrontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (result.success) return result.data;
  throw new ArticleError(
    result.error.issues.flatMap((issue) => issue.message.split('\n').map((message) => `${file}: ${issue.path.length > 0 ? `${issue.path.join('.')} ` : ''}${message}`)),
  );
}
