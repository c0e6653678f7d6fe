import { screenText } from '#tools/edit/text/screens.ts';

/** A form value as the owner reads it: texts as they are, Ja/Nein, a group's or list's texts line by line. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? screenText.yes : screenText.no;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join('\n');
  if (value !== null && typeof value === 'object')
    return Object.values(value).map(plainText).filter(Boolean).join('\n');
  return '';
}

const paragraphBreak = /\n\s*\n/;

/**
 * Two long texts cut to where they differ: the paragraphs both share at the start and at the end
 * are left out (marked „…“), so a changed sentence at the end of an article is in view at once.
 */
export function differingParts(mine: string, theirs: string): [string, string] {
  const [own, other] = [mine.trim().split(paragraphBreak), theirs.trim().split(paragraphBreak)];
  let start = 0;
  while (start < own.length && start < other.length && own[start] === other[start]) start++;
  let end = 0;
  while (
    end < own.length - start &&
    end < other.length - start &&
    own[own.length - 1 - end] === other[other.length - 1 - end]
  )
    end++;
  const part = (paragraphs: string[]) =>
    [start > 0 ? '…' : '', ...paragraphs.slice(start, paragraphs.length - end), end > 0 ? '…' : '']
      .filter(Boolean)
      .join('\n\n');
  return [part(own), part(other)];
}

/** The fields whose values differ, with both texts: what the conflict view shows side by side. */
export function differingFields(
  fields: readonly { name: string; label: string }[],
  mine: Record<string, unknown>,
  theirs: Record<string, unknown> | undefined,
): { name: string; label: string; mine: string; theirs: string | undefined }[] {
  return fields.flatMap((field) => {
    const [own, other] = [plainText(mine[field.name]), theirs ? plainText(theirs[field.name]) : undefined];
    if (own === other) return [];
    const [mineShown, theirsShown] = other === undefined ? [own, other] : differingParts(own, other);
    return [{ name: field.name, label: field.label, mine: mineShown, theirs: theirsShown }];
  });
}
