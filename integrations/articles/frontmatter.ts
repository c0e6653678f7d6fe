import type { z } from 'zod';
import { keysOf } from '#model/load/loadData.ts';
import { OwnerError, problemsOf } from '#model/load/ownerError.ts';
import { datesOutOfOrder, frontmatterSchema } from '#model/schemas/article.ts';
import type { ArticleFrontmatter } from '#model/types.ts';

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
      problemsOf(issue.path.length > 0 ? { file, field: issue.path.join('.') } : { file }, issue.message, {
        // The editor's field is the frontmatter's key (the whole frontmatter: none).
        path: keysOf(issue.path.slice(0, 1)),
        text: editorMessage(issue, data),
      }),
    ),
  );
}
