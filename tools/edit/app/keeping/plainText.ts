import { ownEditorText } from '#model/copy/ownEditorText.ts';

/** A form value as the owner reads it: texts as they are, Ja/Nein, a group's or list's texts line by line. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? ownEditorText.yes : ownEditorText.no;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join('\n');
  if (value !== null && typeof value === 'object')
    return Object.values(value).map(plainText).filter(Boolean).join('\n');
  return '';
}

/** The fields whose values differ, with both texts: what the conflict view shows side by side. */
export function differingFields(
  fields: readonly { name: string; label: string }[],
  mine: Record<string, unknown>,
  theirs: Record<string, unknown> | undefined,
): { name: string; label: string; mine: string; theirs: string | undefined }[] {
  return fields.flatMap((field) => {
    const [own, other] = [plainText(mine[field.name]), theirs ? plainText(theirs[field.name]) : undefined];
    return own === other ? [] : [{ name: field.name, label: field.label, mine: own, theirs: other }];
  });
}
