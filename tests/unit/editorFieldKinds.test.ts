import { describe, expect, it } from 'vitest';
import type { EditorField } from '#tools/edit/protocol/fields.ts';
import { editorFields } from '#tools/edit/server/fields/allFields.ts';
import { fixtureRoot } from '../support/fixtureSite.ts';

// The editor's fields are one union keyed by `kind`: each field carries its own options and no
// other, and a template value the file still holds is a property of its field, not a mark in its
// help text.

const config = editorFields(fixtureRoot);

/** Every field of the fixture project's editor, groups' fields and list entries included. */
function everyField(fields: readonly EditorField[]): EditorField[] {
  return fields.flatMap((field) => [
    field,
    ...(field.kind === 'group' ? everyField(field.fields) : field.kind === 'list' ? everyField([field.entry]) : []),
  ]);
}

const all = config.collections.flatMap((collection) =>
  everyField([
    ...('fields' in collection ? collection.fields : []),
    ...('files' in collection ? collection.files : []).flatMap((file) => file.fields),
  ]),
);

const common = ['name', 'label', 'required', 'hint', 'templateValueAt'];
const ownOptions: Record<EditorField['kind'], string[]> = {
  text: ['rule'],
  longText: ['rule'],
  colour: ['rule'],
  date: ['rule'],
  markdown: [],
  choice: ['options'],
  switch: [],
  number: ['min', 'max'],
  fixed: ['labels'],
  hidden: ['value'],
  group: ['fields'],
  list: ['entry', 'entryLabel', 'min', 'max', 'isFixedLength', 'titleField'],
};

describe('the editor’s field model', () => {
  it('gives every field a kind, and each field only its own options', () => {
    const strays = all.flatMap((field) =>
      Object.keys(field)
        .filter((key) => key !== 'kind' && !common.includes(key) && !ownOptions[field.kind]?.includes(key))
        .map((key) => `${field.kind} ${field.name}: ${key}`),
    );
    expect(strays).toEqual([]);
    expect(new Set(all.map((field) => field.kind))).toEqual(
      new Set([
        'text',
        'longText',
        'colour',
        'date',
        'markdown',
        'choice',
        'switch',
        'number',
        'fixed',
        'group',
        'list',
      ]),
    );
  });

  it('carries a template value as a property of its field, the help text plain', () => {
    const settings = config.collections.find((collection) => collection.name === 'einstellungen');
    const fields = everyField(settings && 'files' in settings ? settings.files.flatMap((file) => file.fields) : []);
    expect(fields.find((field) => field.name === 'phone')).toMatchObject({ kind: 'text', templateValueAt: 'phone' });
    const person = fields.find((field) => field.name === 'person');
    expect(person?.kind === 'group' && person.fields.find((field) => field.name === 'name')).toMatchObject({
      templateValueAt: 'person.name',
    });
    expect(all.filter((field) => field.hint?.includes('](#'))).toEqual([]);
  });
});
