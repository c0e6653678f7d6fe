import type { z } from 'zod';
import { labelAt } from '#model/load/loadData.ts';
import type { MarkedProblem } from '#model/load/ownerError.ts';
import { frontmatterSchema } from '#model/schemas/article.ts';
import { editorText } from '#tools/text/editor.ts';
import type { FieldProblem } from '../../protocol/fields.ts';

/** The label of the field at `path`; a list entry is named by its list and position, as people count. */
export function labelOf(schema: z.ZodType, path: readonly PropertyKey[]): string {
  const own = labelAt(schema, path) ?? editorText.fieldProblems.field;
  const position = path.findLastIndex((key) => typeof key === 'number');
  if (position < 0) return own;
  const list = labelAt(schema, path.slice(0, position)) ?? editorText.fieldProblems.list;
  const entry = `${list}, ${editorText.fieldProblems.entry} ${Number(path[position]) + 1}`;
  return position === path.length - 1 ? entry : `${own} (${entry})`;
}

/**
 * The mistakes of a data file at their fields. `listField` is the field under which the editor
 * shows a file that is one list (services, packages): the schema's path starts with the position.
 */
export function dataProblems(schema: z.ZodType, marked: readonly MarkedProblem[], listField?: string): FieldProblem[] {
  return marked.map(({ path, text }) => ({
    field: [...(listField && typeof path[0] === 'number' ? [listField] : []), ...path],
    label: path.length > 0 ? labelOf(schema, path) : editorText.fieldProblems.file,
    message: text,
  }));
}

/** The mistakes of an article at its fields: the frontmatter's by their labels, the text's as "Text" or at a picture's description. */
export function articleProblems(marked: readonly MarkedProblem[]): FieldProblem[] {
  return marked.map(({ path, text: message, image, part }) => {
    const field = String(path[0] ?? '');
    if (field === 'body' && image && part)
      return {
        field: ['body'],
        label: part === 'file' ? editorText.image.file : editorText.image.alt,
        message,
        picture: image,
        part,
      };
    if (field === 'body') return { field: ['body'], label: editorText.articles.body, message };
    return {
      field: field ? [field] : [],
      label: (field && labelAt(frontmatterSchema, [field])) || editorText.fieldProblems.file,
      message,
    };
  });
}

/**
 * The one line the editor shows above a refused form: „Nicht gespeichert: Kurzbeschreibung – hat 12 Zeichen – erlaubt: …“,
 * the first refused field by its label (the others are marked at their fields and counted).
 */
export function refusalLine(problems: readonly FieldProblem[]): string {
  const [first, ...rest] = problems;
  if (!first) return editorText.saveRefused;
  return `${editorText.fieldProblems.notSaved} ${first.label} – ${first.message}${rest.length > 0 ? ` (${editorText.fieldProblems.more(rest.length)})` : ''}`;
}
