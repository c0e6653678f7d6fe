import type { z } from 'zod';
import { type DataKey, dataFiles } from '#model/collections.ts';
import { labelAt } from '#model/load/loadData.ts';
import type { OwnerError } from '#model/load/ownerError.ts';
import { yamlFileComments } from '#model/load/yamlFile.ts';
import { launchText, launchTodos, type TodoField } from '#tools/text/launch.ts';
import type { FieldItem, Found, LaunchItem, UnreadableItem } from './launchItem.ts';

/**
 * Makes the items of one data file: its section in the editor and the labels of each field. `file`:
 * the file the items are in, when it is not the German one (an English file, content/en/…, whose
 * fields have the German file's labels and sections).
 */
export function fieldItems(root: string, key: DataKey, file: string = dataFiles[key].file) {
  const { schema } = dataFiles[key];
  const german = dataFiles[key].file;
  let sections: { title: string; keys: string[] }[] = [];
  try {
    sections = key === 'settings' ? yamlFileComments(root, german).sections : [];
  } catch {
    // An unreadable file has no sections; its items name the file alone.
  }
  return (keys: readonly (string | number)[], found: Found, todo = ''): FieldItem => {
    const section = sections.find((candidate) => candidate.keys.includes(String(keys[0])))?.title;
    const labels = keys.map((part, index) =>
      typeof part === 'number' ? `${part + 1}.` : (labelAt(schema as z.ZodType, keys.slice(0, index + 1)) ?? part),
    );
    return {
      kind: 'field',
      file,
      ...(section ? { section } : {}),
      path: keys,
      labels,
      found,
      todo,
      ...(file === german ? {} : { german }),
    };
  };
}

/** A dotted path as the file's keys and list positions. */
export const keysOf = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * What to do at `field`, a template value's path as the file has it: the most specific rule wins
 * (legal.emailProvider.contract before legal.emailProvider); a field without a rule gets the
 * general words. The rules' keys are typed (tools/text/launch.ts).
 */
export function todoFor(field: string): string {
  const rule = (Object.keys(launchTodos) as TodoField[])
    .filter((key) => field === key || field.startsWith(`${key}.`))
    .sort((a, b) => b.length - a.length)[0];
  return rule ? launchTodos[rule] : launchText.ownValue;
}

/**
 * The items of a data file the build refuses: a value the schema refuses is an item at its field;
 * a file YAML cannot read, one of the file. `file`: as for `fieldItems`.
 */
export function mistakeItems(
  root: string,
  key: DataKey,
  error: OwnerError,
  file: string = dataFiles[key].file,
): LaunchItem[] {
  const item = fieldItems(root, key, file);
  const marked = error.marked;
  return marked.length > 0
    ? marked.flatMap(({ path: keys, text: message }) =>
        message.split('\n').map((text) => item(keys, { kind: 'mistake', text })),
      )
    : error.problems.map(
        ({ file: problemFile, line, text }): UnreadableItem => ({
          kind: 'unreadable',
          file: problemFile ?? file,
          ...(line ? { line } : {}),
          text,
        }),
      );
}
