import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarkedYaml } from '#model/load/templateValues.ts';
import { fileComments } from '#model/load/yamlComments.ts';
import { childFields, type EditorField } from '#tools/edit/protocol/fields.ts';
import { editorFields } from '#tools/edit/server/fields/allFields.ts';

// The editor's help texts are the owner's part of the data files' comments: the words
// for people who edit the file by hand (its syntax, its keys, other files) stay in the file.

const config = editorFields(path.resolve('.'));

/** Every field of the configuration with the path of labels to it. */
function fieldsOf(fields: readonly EditorField[], where: string): { where: string; field: EditorField }[] {
  return fields.flatMap((field) => {
    const here = `${where} › ${field.label}`;
    return [{ where: here, field }, ...fieldsOf(field.kind === 'list' ? [field.entry] : childFields(field), here)];
  });
}

const allFields = config.collections.flatMap((collection) => [
  ...fieldsOf(('fields' in collection ? collection.fields : []) as EditorField[], collection.label),
  ...('files' in collection ? collection.files : []).flatMap((file) =>
    fieldsOf(file.fields as EditorField[], `${collection.label} › ${file.label}`),
  ),
]);

/** What belongs to the file, not to the editor: its mark, its syntax, its keys, its name. */
const fileWords: [string, RegExp][] = [
  ['the template mark', /platzhalter/],
  ['a file name', /\.ya?ml\b|\.md\b|content\//],
  ['YAML syntax', /: ""|\(""\)|„- “|\b(?:true|false|null)\b/],
  ['a command', /npm run|README/],
  [
    'a field key',
    /\b[a-z]+[A-Z][A-Za-z]*\b|\((?:title|items|label|code|examples|promise|kicker|intro|more|all)\)|\b(?:title|description|items) und\b/,
  ],
  ['an icon key', /\bcompass, rocket\b/],
];

describe('help texts in the editor', () => {
  it('name no file, no key and no YAML syntax', () => {
    const found = allFields.flatMap(({ where, field }) =>
      fileWords
        .filter(([, words]) => words.test(field.hint ?? ''))
        .map(([what]) => `${where}: ${what} in „${field.hint}“`),
    );
    expect(found).toEqual([]);
  });

  it('end where the comment turns to the file ("In der Datei: …"), which stays in the file', () => {
    const { document } = parseMarkedYaml(
      '# Ort der Firma.\n# In der Datei: ort: "Wien"\nort: Wien\n# ─── Abschnitt ───\nland: AT\n',
    );
    const { hints } = fileComments(document);
    expect(hints.get('ort')).toBe('Ort der Firma.');
    // A section's heading is no help text for the field below it.
    expect(hints.get('land')).toBeUndefined();
  });
});
