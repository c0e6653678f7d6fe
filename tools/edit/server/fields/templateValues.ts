import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isScalar } from 'yaml';
import { checkEnglishSettingsText } from '#model/i18n/englishData.ts';
import { fieldName, labelAt, parseDataFile } from '#model/load/loadData.ts';
import { OwnerError, type Problem } from '#model/load/ownerError.ts';
import { templateValueTag } from '#model/load/templateValues.ts';
import { editorText } from '#tools/text/editor.ts';
import { isTemplateAddress } from '../../../check-launch/templateFiles.ts';
import type { EditorHistory } from '../../../history/store.ts';
import { englishText } from '../../text/english.ts';
import { editableFiles, readDocument } from '../files/dataFiles.ts';
import { checkPath } from '../files/paths.ts';

/**
 * Template values in the editor: a settings value marked `!platzhalter` (the template's example)
 * is named by its field's `templateValueAt` (protocol/fields.ts). The app (app/forms/TemplateNote.tsx)
 * shows each open one as a note whose button confirms it: that removes the mark in the file and
 * nothing else, as an undoable change of the history. A changed value loses its mark when it is
 * saved (model/load/yamlMerge.ts); either way the note goes once the file has no mark.
 */

/** A field path with `*` for list positions: `legal.messagingServices.0.provider` → `legal.messagingServices.*.provider`. */
const anyPosition = (field: string) => field.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');

/**
 * Where the field at `fieldPath` (list positions left out) holds one of the `open` template values
 * (full paths): that value's path, with `*` for a list position, as entries of a list share their
 * fields; the page tells the entries apart by their order.
 */
export function templateValueAt(open: readonly string[], fieldPath: readonly string[]): string | undefined {
  const shown = fieldPath.join('.');
  return open.map(anyPosition).find((field) => field.replace(/\.\*/g, '') === shown);
}

const settingsFile = () => {
  const entry = editableFiles.find((file) => file.key === 'settings');
  if (!entry) throw new Error('settings fehlt in model/collections.ts');
  return entry;
};

/** A refusal the owner reads: one German line (an owner error, told apart for its own answer). */
export class TemplateValueError extends OwnerError {
  constructor(problem: Problem) {
    super([problem]);
  }
}

/**
 * The file whose marks an action means: the settings (none sent), or the settings' words in
 * English (content/en/settings/site.yaml), checked by the one path rule; with the build's check of
 * a text of it.
 */
function markedFile(root: string, sent: string | undefined): { file: string; check: (text: string) => void } {
  const entry = settingsFile();
  if (sent === undefined) return { file: entry.file, check: (text) => parseDataFile(entry.file, text, entry.schema) };
  const english = checkPath(root, sent, ['englishData']);
  if (english.key !== 'settings') throw new TemplateValueError({ text: editorText.templateValue.notMarked });
  return { file: english.file, check: (text) => checkEnglishSettingsText(root, text) };
}

/** The settings' open template values, by their full path (`legal.messagingServices.0.provider`); `file`: as for `markedFile`. */
export function openTemplateValues(root: string, file?: string): string[] {
  const { file: marked } = markedFile(root, file);
  if (!existsSync(path.join(root, marked))) return [];
  return readDocument(root, marked).templateValues.map((value) => value.path);
}

/**
 * Takes the template value at `field` as the owner's own: removes its `!platzhalter` mark, the
 * value unchanged, through the history. The result is checked with the build's schema first.
 */
export async function confirmTemplateValue(
  root: string,
  history: EditorHistory,
  field: string,
  file?: string,
): Promise<{ field: string }> {
  const entry = settingsFile();
  const marked = markedFile(root, file);
  const { document, templateValues } = readDocument(root, marked.file);
  const keys = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const node = document.getIn(keys, true);
  const name = fieldName(entry.schema, keys);
  if (!templateValues.some((value) => value.path === field) || !isScalar(node) || node.tag !== templateValueTag)
    throw new TemplateValueError({ field: name, text: editorText.templateValue.notMarked });
  const label = labelAt(entry.schema, keys) ?? name;
  // An address for tests (127.0.0.1, localhost, *.test, example.com …) is never the owner's own.
  if (typeof node.value === 'string' && isTemplateAddress(node.value))
    throw new TemplateValueError({ field: label, text: editorText.templateValue.notPublic(node.value) });
  node.tag = undefined;
  const text = document.toString({ lineWidth: 0 });
  marked.check(text);
  const subject = editorText.templateValue.subject(label);
  await history.change(
    { kind: 'save', subject: file === undefined ? subject : englishText.subject(subject), paths: [marked.file] },
    () => writeFile(path.join(root, marked.file), text),
  );
  return { field };
}
