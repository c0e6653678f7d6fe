import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { z } from 'zod';
import { type DataKey, dataFiles } from '#model/collections.ts';
import { englishTextFile, textKeys } from '#model/i18n/englishFiles.ts';
import { parseDataFile } from '#model/load/loadData.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { type FileComments, fileComments, sectionName } from '#model/load/yamlComments.ts';
import { readYamlFile } from '#model/load/yamlFile.ts';
import { mergeIntoDocument } from '#model/load/yamlMerge.ts';
import { englishAboutSchema } from '#model/schemas/about.ts';
import { type JsonNode, jsonSchemaOf } from '../fields/schemaFields.ts';
import { fromEditor, toEditor } from '../fields/shape.ts';
import { withEnglishCardTitles } from './englishAbout.ts';

/**
 * The owner's data files (settings, page texts) as the editor reads and writes them. Reading gives
 * the editor plain YAML in its shape (server/fields/shape.ts); writing checks the result with the file's
 * schema — the build's own check — and only then writes it into the file, comments and marks kept.
 */

/** The field that holds the entries of a file that is one list (services, packages). */
export const listField = 'eintraege';

export interface EditableFile {
  key: DataKey;
  file: string;
  schema: z.ZodType;
  node: JsonNode;
}

export const editableFiles: EditableFile[] = (
  Object.entries(dataFiles) as [DataKey, (typeof dataFiles)[DataKey]][]
).map(([key, entry]) => ({
  key,
  file: entry.file,
  schema: entry.schema as z.ZodType,
  node: jsonSchemaOf(entry.schema as z.ZodType),
}));

/**
 * The settings' sections are separate entries of the editor, told apart by their path only: each
 * section gets its own address in the file,
 * `content/settings/site.yaml#kontakt`, which stands for the file itself.
 */
export const sectionPath = (file: string, section: string) => `${file}#${section}`;

/** The file an editor path stands for: `content/settings/site.yaml#kontakt` → `content/settings/site.yaml`. */
export const fileOfPath = (file: string) => file.split('#')[0] ?? file;

/**
 * The English page texts (content/en/texts/…), each with the German file's fields and the English
 * build's schema (model/i18n/englishData.ts: the about cards' fixed titles are English). The English
 * settings' words are no entry of the editor: they are a part of a file, not a form of their own.
 */
export const englishEditableFiles: EditableFile[] = textKeys.map((key) => {
  const german = editableFiles.find((entry) => entry.key === key) as EditableFile;
  if (key !== 'about') return { ...german, file: englishTextFile(key) };
  const schema = englishAboutSchema as z.ZodType;
  return { key, file: englishTextFile(key), schema, node: jsonSchemaOf(schema) };
});

export const editableFile = (file: string): EditableFile | undefined =>
  [...editableFiles, ...englishEditableFiles].find((entry) => entry.file === fileOfPath(file));

export function readDocument(root: string, file: string) {
  const read = readYamlFile(root, fileOfPath(file));
  // The English about text's fixed card titles are the English ones, whatever the file holds (englishAbout.ts).
  if (fileOfPath(file) === englishTextFile('about')) withEnglishCardTitles(read.document);
  return read;
}

export function commentsOf(root: string, file: string): FileComments {
  return fileComments(readDocument(root, file).document);
}

/** The settings' sections: which fields the editor page of one section (`kontakt`) may change. */
export function sectionKeys(root: string, file: string, slug: string): string[] | undefined {
  const section = commentsOf(root, file).sections.find((candidate) => sectionName(candidate.title) === slug);
  return section?.keys;
}

/** The file's values in the editor's shape, as YAML. */
export function readForEditor(root: string, entry: EditableFile): string {
  const data = toEditor(entry.node, readDocument(root, entry.file).document.toJS());
  return stringify(Array.isArray(data) ? { [listField]: data } : data);
}

/**
 * Writes what the editor saved. `keys` limits the change to the fields of one part of the file
 * (the settings' sections are separate pages of the editor); the rest stays as it is on disk.
 * A value the schema refuses throws a `OwnerError` with the build's German lines; nothing is written.
 */
export function writeFromEditor(
  root: string,
  entry: EditableFile,
  values: Record<string, unknown>,
  keys?: readonly string[],
  /** A last word on the file's values before they are written, given those on disk (model/load/deployKey.ts). */
  finish: (current: unknown, next: unknown) => unknown = (_current, next) => next,
): void {
  const { document } = readDocument(root, entry.file);
  const current = document.toJS() as unknown;
  let next: unknown;
  if (Array.isArray(current) || entry.node.type === 'array') {
    next = fromEditor(entry.node, values[listField] ?? []);
  } else {
    const base = { ...(current as Record<string, unknown>) };
    for (const [key, child] of Object.entries(entry.node.properties ?? {})) {
      if (keys && !keys.includes(key)) continue;
      base[key] = fromEditor(child, values[key]);
    }
    next = base;
  }
  const text = mergeIntoDocument(document, finish(current, next)).toString({ lineWidth: 0 });
  // The build's own check, on the text that would be written.
  parseDataFile(entry.file, text, entry.schema);
  writeFileSync(path.join(root, entry.file), text);
}

export { OwnerError };
