import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { dataFiles } from '#model/collections.ts';
import { parseMarkedYaml } from '#model/load/templateValues.ts';
import { mergeIntoDocument } from '#model/load/yamlMerge.ts';
import { frontmatterSchema } from '#model/schemas/article.ts';
import { childFields, type EditorField } from '#tools/edit/protocol/fields.ts';
import { editorFields } from '#tools/edit/server/fields/allFields.ts';
import { jsonSchemaOf } from '#tools/edit/server/fields/schemaFields.ts';
import { fromEditor, toEditor } from '#tools/edit/server/fields/shape.ts';
import { fileOfPath } from '#tools/edit/server/files/dataFiles.ts';
import { fixtureFile } from '../support/fixtureSite.ts';

// The editor must never save what the build refuses, and the build never refuse what the editor
// accepted. The editor's field rules are generated from the schemas; these tests take
// each generated text field and check, value by value, that its rule and the schema's agree.

const root = path.resolve('.');
const config = editorFields(root);
type Collection = (typeof config.collections)[number];

/** A text field's rule, if it has one. */
const ruleOf = (field: EditorField | undefined) => (field && 'rule' in field ? field.rule : undefined);

/** The app's check of a text field before a save (tools/edit/app/forms/FieldControl.tsx): required, then its pattern (with the `u` flag). */
function editorAccepts(field: EditorField, value: string): boolean {
  const rule = ruleOf(field);
  if (field.required && value.trim() === '') return false;
  if (value !== '' && rule && !new RegExp(rule.pattern, 'u').test(value)) return false;
  return true;
}

/** Probe texts around a rule: empty, spaces, short and long ones, and the examples the schema names. */
function probes(field: EditorField): string[] {
  const examples = [...(ruleOf(field)?.message.matchAll(/z\. B\. ([^,;)\s]+(?: \d+)*)/g) ?? [])].map(
    (match) => match[1] ?? '',
  );
  const lengths = [1, 2, 20, 49, 50, 51, 159, 160, 161, 300];
  return [
    '',
    ' ',
    '  x  ',
    ...lengths.map((length) => 'a'.repeat(length)),
    ...lengths.map((length) => ` ${'Wort '.repeat(length).slice(0, length).trim()} `),
    ...examples,
  ];
}

/** Every text field of a field list with its path. */
function textFields(fields: readonly EditorField[], path: string[] = []): { path: string[]; field: EditorField }[] {
  return fields.flatMap((field) => {
    const here = [...path, field.name];
    if (field.kind === 'text' || field.kind === 'longText' || field.kind === 'colour') return [{ path: here, field }];
    if (field.kind === 'group') return textFields(field.fields, here);
    if (field.kind === 'list' && field.entry.kind === 'group') return textFields(field.entry.fields, [...here, '0']);
    if (field.kind === 'list')
      return textFields([field.entry], [...here.slice(0, -1)]).map((entry) => ({ ...entry, path: [...here, '0'] }));
    return [];
  });
}

/** The schema of a field at a path (through lists and nullable groups). */
function schemaAt(schema: z.ZodType, fieldPath: readonly string[]): z.ZodType {
  let current: unknown = schema;
  for (const key of fieldPath) {
    while (current instanceof z.ZodNullable || current instanceof z.ZodOptional) current = current.unwrap();
    if (current instanceof z.ZodPipe) current = current.in;
    if (current instanceof z.ZodArray) current = current.element;
    if (/^\d+$/.test(key)) continue;
    if (current instanceof z.ZodUnion)
      current = (current.options as z.ZodType[]).find((option) => option instanceof z.ZodObject && key in option.shape);
    if (!(current instanceof z.ZodObject)) throw new Error(`kein Feld ${fieldPath.join('.')}`);
    current = current.shape[key];
  }
  while (current instanceof z.ZodOptional) current = current.unwrap();
  return current as z.ZodType;
}

/** Whether the schema accepts the value as the field's value (refinements across fields aside). */
const schemaAccepts = (schema: z.ZodType, value: string, optional: boolean) =>
  (optional && value.trim() === '') || schema.safeParse(value).success;

/** No field: what a missing page gives, so that a test fails on its assertion, not on a crash. */
const noField: EditorField = { kind: 'group', name: '', label: '', required: false, fields: [] };

const collection = (name: string) => config.collections.find((entry) => entry.name === name) as Collection;

describe('the editor and the build agree on every text rule', () => {
  const cases: { name: string; schema: z.ZodType; fields: readonly EditorField[]; prefix?: string }[] = [
    {
      name: 'Artikel',
      schema: frontmatterSchema,
      fields: (collection('artikel') as { fields: EditorField[] }).fields.filter(
        (field) => field.name !== 'body' && field.kind !== 'date',
      ),
    },
  ];
  // A section of switches only (Sprachen: the English version on or off) has no text rule to compare.
  for (const file of (collection('einstellungen') as { files: { label: string; fields: EditorField[] }[] }).files)
    if (file.label !== 'Sprachen')
      cases.push({ name: `Einstellungen › ${file.label}`, schema: dataFiles.settings.schema, fields: file.fields });
  for (const file of (collection('seiten') as { files: { name: keyof typeof dataFiles; fields: EditorField[] }[] })
    .files) {
    const list = file.fields[0]?.name === 'eintraege';
    cases.push({
      name: `Seiten › ${file.name}`,
      schema: dataFiles[file.name].schema as z.ZodType,
      fields: list && file.fields[0] ? childFields(file.fields[0]) : file.fields,
      prefix: list ? '0' : undefined,
    });
  }

  for (const { name, schema, fields, prefix } of cases) {
    it(`${name}: each text field accepts exactly what the schema accepts`, () => {
      const disagreements: string[] = [];
      const entries = textFields(fields);
      expect(entries.length).toBeGreaterThan(0);
      for (const { path: fieldPath, field } of entries) {
        const fieldSchema = schemaAt(schema, prefix ? [prefix, ...fieldPath] : fieldPath);
        for (const value of probes(field)) {
          // A text field that names settings in braces is checked further on saving; plain words pass both.
          if (editorAccepts(field, value) !== schemaAccepts(fieldSchema, value, !field.required))
            disagreements.push(
              `${fieldPath.join('.')}: ${JSON.stringify(value)} editor=${editorAccepts(field, value)}`,
            );
        }
      }
      expect(disagreements).toEqual([]);
    });
  }

  it('select fields offer exactly the values the schema allows, required where the schema requires them', () => {
    const articleFields = (collection('artikel') as { fields: EditorField[] }).fields;
    const node = jsonSchemaOf(frontmatterSchema);
    const values = (field: EditorField | undefined) =>
      field?.kind === 'choice' ? field.options.map((option) => option.value) : undefined;
    for (const key of ['category', 'icon']) {
      const field = articleFields.find((entry) => entry.name === key);
      expect(field).toMatchObject({ kind: 'choice', required: true });
      expect(values(field)).toEqual(node.properties?.[key]?.enum);
    }
    expect(ruleOf(articleFields.find((entry) => entry.name === 'description'))?.message).toBe(
      'Erlaubt: ein Text mit 50–160 Zeichen',
    );
  });

  it('choices show German names, the file keeps the value: icons, topics, markets and page addresses', () => {
    const labelsOf = (fields: readonly EditorField[], name: string) => {
      const field = fields.find((candidate) => candidate.name === name);
      return Object.fromEntries(
        (field?.kind === 'choice' ? field.options : []).map((option) => [option.value, option.label]),
      );
    };
    /** The field a list's entries are, by the list's name. */
    const entryOf = (fields: readonly EditorField[], name: string) => {
      const list = fields.find((field) => field.name === name);
      return list?.kind === 'list' ? list.entry : undefined;
    };
    const articleFields = (collection('artikel') as { fields: EditorField[] }).fields;
    expect(labelsOf(articleFields, 'icon')).toMatchObject({
      handshake: 'Handschlag',
      compass: 'Kompass',
      tools: 'Werkzeuge',
    });
    const pages = (collection('seiten') as { files: { name: string; fields: EditorField[] }[] }).files;
    const packages = childFields(pages.find((file) => file.name === 'packages')?.fields[0] ?? noField);
    expect(labelsOf(packages, 'topic')).toMatchObject({
      'go-to-market': 'Go-to-Market & Scaling',
      general: 'Allgemein',
    });
    const services = childFields(pages.find((file) => file.name === 'services')?.fields[0] ?? noField);
    const related = entryOf(services, 'relatedPackages');
    expect(related && labelsOf([related], 'relatedPackages')['market-entry']).toMatch(/ \(\/packages\/market-entry\)$/);
    // A page's own address is fixed by the specification: shown as text, not offered as a choice.
    for (const fields of [packages, services])
      expect(fields.find((field) => field.name === 'slug')).toMatchObject({ kind: 'fixed' });
    const areas = entryOf(services, 'areaServed');
    expect(areas && labelsOf([areas], 'areaServed')).toMatchObject({ AT: 'Österreich', LATAM: 'Lateinamerika' });
  });

  it('every field is named by its German title, never by its key (no "address", "themeColor" on screen)', () => {
    const keys: string[] = [];
    const walk = (fields: readonly EditorField[] | undefined, where: string) => {
      for (const field of fields ?? []) {
        if (field.kind !== 'hidden' && field.label === field.name) keys.push(`${where} › ${field.name}`);
        walk(field.kind === 'list' ? [field.entry] : childFields(field), `${where} › ${field.label}`);
      }
    };
    for (const entry of config.collections as {
      label: string;
      fields?: EditorField[];
      files?: { label: string; fields: EditorField[] }[];
    }[]) {
      walk(entry.fields, entry.label);
      for (const file of entry.files ?? []) walk(file.fields, `${entry.label} › ${file.label}`);
    }
    expect(keys).toEqual([]);
  });

  it('lists have the counts of the specification: 7 offerings, 5 package items, 4 about cards', () => {
    const pages = (collection('seiten') as { files: { name: string; fields: EditorField[] }[] }).files;
    const services = pages.find((file) => file.name === 'services')?.fields[0];
    expect(childFields(services ?? noField).find((field) => field.name === 'offerings')).toMatchObject({
      kind: 'list',
      min: 7,
      max: 7,
    });
    const packages = pages.find((file) => file.name === 'packages')?.fields[0];
    expect(childFields(packages ?? noField).find((field) => field.name === 'items')).toMatchObject({
      kind: 'list',
      min: 5,
      max: 5,
    });
    const about = pages.find((file) => file.name === 'about');
    expect(about?.fields.find((field) => field.name === 'cards')).toMatchObject({ kind: 'list', min: 4, max: 4 });
  });
});

describe('the settings in the editor', () => {
  const settings = collection('einstellungen') as { files: { label: string; file: string; fields: EditorField[] }[] };

  it('come in the sections of the settings file, each field once, with its German help text', () => {
    expect(settings.files.map((file) => file.label)).toEqual([
      'Person und Marke',
      'Kontakt',
      'Adresse',
      'Rechtliches (Impressum und Datenschutz)',
      'Dienste',
      'Webanalyse',
      'Suchmaschinen und Darstellung',
      'Sprachen',
      'Veröffentlichen',
    ]);
    const names = settings.files.flatMap((file) => file.fields.map((field) => field.name));
    expect(names.sort()).toEqual(Object.keys(jsonSchemaOf(dataFiles.settings.schema).properties ?? {}).sort());
    const phone = settings.files.flatMap((file) => file.fields).find((field) => field.name === 'phone');
    expect(phone).toMatchObject({ label: 'Telefonnummer', kind: 'text', required: true });
    expect(phone?.hint).toContain('Telefonnummer im internationalen Format');
    // A template value of the file: named by its field (the editor page shows its note and button).
    expect(phone?.templateValueAt).toBe('phone');
  });

  it('each section has a path of its own, so that the editor tells the sections apart (it finds entries by path)', () => {
    const paths = settings.files.map((file) => file.file);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(fileOfPath(path)).toBe(dataFiles.settings.file);
  });

  it('a choice (photographer or self-portrait, no analytics or a tool) goes back to the file as the alternative filled in', () => {
    const node = jsonSchemaOf(dataFiles.settings.schema);
    const credit = node.properties?.legal?.properties?.portraitCredit;
    if (!credit) throw new Error('portraitCredit fehlt');
    expect(fromEditor(credit, { photographer: 'Erika Muster', selfPortrait: false })).toEqual({
      photographer: 'Erika Muster',
    });
    expect(fromEditor(credit, { photographer: '', selfPortrait: true })).toEqual({ selfPortrait: true });
    expect(toEditor(credit, { selfPortrait: true })).toEqual({ selfPortrait: true });
    const analytics = node.properties?.analytics;
    if (!analytics) throw new Error('analytics fehlt');
    expect(fromEditor(analytics, undefined)).toBeNull();
    expect(fromEditor(analytics, { provider: '', endpoint: '', operator: { 'self-hosted': false } })).toBeNull();
    const chosen = {
      provider: 'matomo',
      endpoint: 'https://statistik.example.at',
      siteId: '1',
      operator: { 'self-hosted': true, provider: '' },
      retentionMonths: 14,
    };
    expect(fromEditor(analytics, chosen)).toEqual({ ...chosen, operator: 'self-hosted' });
    expect(toEditor(analytics, { ...chosen, operator: 'self-hosted' })).toEqual({
      ...chosen,
      operator: { 'self-hosted': true },
    });
  });

  it('writing keeps every comment and mark; a changed value loses its mark', () => {
    const text = readFileSync(fixtureFile('content/settings/site.yaml'), 'utf8');
    const { document } = parseMarkedYaml(text);
    const data = document.toJS() as { phone: string; email: string };
    const written = mergeIntoDocument(document, { ...data, phone: '+43 664 1234567' }).toString({ lineWidth: 0 });
    const changed = written.split('\n').filter((line, index) => line !== text.split('\n')[index]);
    expect(changed).toEqual(['phone: +43 664 1234567']);
    expect(parse(written.replaceAll('!platzhalter ', '')).email).toBe(data.email);
  });
});
