import { frontmatterSchema } from '#model/schemas/article';
import type { ArticleFrontmatter } from '#model/types';
import { OwnerError } from '#model/load/ownerError';

/**
 * The checked frontmatter of `file`, or an `OwnerError` with one German line per mistake:
 * "<file>: <field>: <found> – erlaubt: <allowed>" (the messages come from model/schemas/rules.ts).
 */
export function parseFrontmatter(file: string, data: unknown): ArticleFrontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (result.success) return result.data;
  throw new OwnerError(
    result.error.issues.flatMap((issue) => issue.message.split('\n').map((message) => `${file}: ${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${message}`)),
  );
}
