import type { z } from 'zod';
import { OwnerError } from '#model/load/ownerError';
import { datesOutOfOrder, frontmatterSchema } from '#model/schemas/article';
import type { ArticleFrontmatter } from '#model/types';

/** A mistake's German text for the editor, which shows it at the field itself: no field keys. */
const editorMessage = (issue: z.core.$ZodIssue, data: unknown) =>
  issue.code === 'custom' && issue.path[0] === 'dateModified'
    ? datesOutOfOrder(data as ArticleFrontmatter, 'dem Tag der Veröffentlichung')
    : issue.message;

/**
 * The checked frontmatter of `file`, or an `OwnerError` with one German line per mistake:
 * "<file>: <field>: <found> – erlaubt: <allowed>" (the messages come from model/schemas/rules.ts).
 */
export function parseFrontmatter(file: string, data: unknown): ArticleFrontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (result.success) return result.data;
  throw new OwnerError(
    result.error.issues.flatMap((issue) =>
      issue.message
        .split('\n')
        .map((message) => `${file}: ${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${message}`),
    ),
    {
      fields: result.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        message: editorMessage(issue, data),
      })),
    },
  );
}
