import { parse, stringify } from 'yaml';
import { splitFrontmatter } from '#model/articles/frontmatterSplit.ts';
import { viennaDate } from '#model/viennaTime.ts';

/**
 * An article file as the editor holds it: the frontmatter's values and the body exactly as
 * written. The server (server/files/articles.ts, ownerText.ts) writes the frontmatter in the schema's
 * order and keeps the owner's bytes wherever the meaning did not change, so an unchanged save
 * leaves the file byte-identical.
 */

export interface ArticleFile {
  data: Record<string, unknown>;
  body: string;
}

export function splitArticle(raw: string): ArticleFile {
  const parts = splitFrontmatter(raw);
  if (!parts) return { data: {}, body: raw };
  const data = (parse(parts.yaml) ?? {}) as Record<string, unknown>;
  return { data: typeof data === 'object' && !Array.isArray(data) ? data : {}, body: parts.body };
}

export const joinArticle = ({ data, body }: ArticleFile) => `---\n${stringify(data, { lineWidth: 0 })}---\n${body}`;

/** The file of the article `slug` in the article folder. */
export const articlePath = (collection: { folder?: string | undefined }, slug: string) =>
  `${collection.folder ?? ''}/${slug}.md`;

/** `content/articles/markteintritt.md` → `markteintritt`. */
export const slugOfPath = (path: string) => path.split('/').at(-1)?.replace(/\.md$/, '') ?? path;

/** 2025-01-15 → 15.01.2025; anything else as it is. */
export function germanDate(iso: unknown): string {
  const text = typeof iso === 'string' ? iso : '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : text;
}

/** 15.01.2025 (or 5.1.2025) → 2025-01-15; undefined when it is no date in that form. */
export function isoDate(german: string): string | undefined {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(german);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

/** Today in Austria (Europe/Vienna), whatever the computer's time zone, as 15.01.2025. */
export const today = (): string => germanDate(viennaDate());
