import { OwnerError } from '#model/load/ownerError.ts';
import { allowedFields, type FieldSource, fieldPattern, fillFields, isTextField } from '#model/load/textFields.ts';
import { shown } from '#model/schemas/rules.ts';

/**
 * An article's Markdown with `{region}`, `{funding}` … filled in from the settings, as in the page
 * texts (model/load/textFields.ts): a fact of the settings is typed once, and an article never names
 * another owner's Bundesland. An unknown name in braces stops with one German line naming it.
 */
export function fillArticleFields(file: string, markdown: string, source: FieldSource): string {
  const unknown = [...markdown.matchAll(fieldPattern)].filter(([, name = '']) => !isTextField(name));
  if (unknown.length > 0) {
    throw new OwnerError(
      unknown.map(([whole]) => ({ file, text: `${shown(whole)} ist unbekannt – erlaubt: ${allowedFields}` })),
    );
  }
  return fillFields(markdown, source);
}
