import { templateMarkPrefix } from '../../protocol/marks.ts';

/**
 * A field's help text as the owner reads it: without the template value's mark
 * (`[](#beispielwert:…)`, templateValues.ts) and without Markdown's `**`.
 */
export function plainHint(hint: string | undefined): string | undefined {
  if (!hint) return undefined;
  const text = hint
    .replace(new RegExp(`\\[\\]\\(${templateMarkPrefix}[^)]*\\)`, 'g'), '')
    .replaceAll('**', '')
    .trim();
  return text || undefined;
}
