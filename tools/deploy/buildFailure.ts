import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { z } from 'zod';
import { articleCollection, type DataKey, dataFiles } from '#model/collections.ts';
import { labelAt } from '#model/load/loadData.ts';
import { titleOf } from '#tools/history/describe.ts';
import { editorText } from '#tools/text/editor.ts';
import { type Line, said } from './said.ts';

/**
 * What a failed build says, in its two renderings: the terminal keeps every line the build
 * printed; the editor's publish log shows only the build's own checks of the content (one German
 * line each: the place, the field, what was found and what is allowed), named as the editor names
 * them, and never the bundler's lines, a stack, a command or a path of this computer.
 */

/** A line of the build's check of the owner's files: „<file>[, Zeile n]: [<field>: ]<found> – erlaubt: <allowed>“. */
const problemLine = /^((?:content|public)\/[^\s,:]+)(?:, Zeile \d+)?: (.+ – erlaubt: .+)$/;

/** A field at the start of a problem: `datePublished: ` or `person.name (Ihr Name): `. */
const fieldStart = /^([A-Za-z][\w.]*)(?: \(([^)]+)\))?: (.+)$/;

const dataEntries = Object.entries(dataFiles) as [DataKey, (typeof dataFiles)[DataKey]][];

/** The article's title as the editor lists it, or its file's name when the title cannot be read. */
function articleTitle(root: string, file: string): string {
  let text: string | undefined;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    // Unreadable: named by its file's name below.
  }
  return titleOf(text) ?? path.basename(file, '.md');
}

/** Where the owner finds `file` in the editor, and the schema that labels its fields. */
function placeOf(root: string, file: string): { place: string; schema?: z.ZodType } {
  if (path.posix.dirname(file) === articleCollection.folder)
    return {
      place: `${editorText.articles.label} „${articleTitle(root, file)}“`,
      schema: articleCollection.schema as z.ZodType,
    };
  const data = dataEntries.find(([, entry]) => entry.file === file);
  if (!data) return { place: editorText.pages.label };
  const [key, { schema }] = data;
  const page = key === 'settings' ? undefined : editorText.pages.files[key as keyof typeof editorText.pages.files];
  return {
    place: page ? `${editorText.pages.label} › ${page.label}` : editorText.settings.label,
    schema: schema as z.ZodType,
  };
}

/** One problem line of the build in the owner's words, or undefined when the line is none. */
export function ownerProblem(root: string, line: string): string | undefined {
  const [, file = '', text = ''] = problemLine.exec(stripVTControlCharacters(line).trim()) ?? [];
  if (!file) return undefined;
  const { place, schema } = placeOf(root, file);
  const [, key = '', label, rest = ''] = fieldStart.exec(text) ?? [];
  const field = key && (label ?? (schema && labelAt(schema, key.split('.'))));
  // Another field named inside the text („liegt vor datePublished …“) by its label as well.
  const named = (words: string) =>
    schema ? words.replace(/\b[a-z]+[A-Z]\w*\b/g, (name) => labelAt(schema, [name]) ?? name) : words;
  return `✗ ${place} – ${field ? `${field}: ${named(rest)}` : named(text)}`;
}

/**
 * Every line of a failed build, for the terminal and for the editor: the owner's lines, each paired
 * with the build's lines in order (the last with all the rest), so each rendering has all of its own.
 */
export function buildFailure(root: string, lines: readonly string[]): Line[] {
  const problems = lines.map((line) => ownerProblem(root, line)).filter((line) => line !== undefined);
  const explained =
    problems.length > 0
      ? problems
      : [
          '✗ Die Website ließ sich nicht bauen, und das liegt nicht an Ihren Inhalten: ein Fehler im Programm der Website. Bitte wenden Sie sich an Ihre technische Betreuung.',
        ];
  const last = explained.length - 1;
  return [
    ...explained.map((owner, index) =>
      said((index < last ? lines.slice(index, index + 1) : lines.slice(index)).join('\n'), owner),
    ),
    said(
      '✗ Der Build für die Veröffentlichung ist nicht gelungen (siehe oben) – nichts wurde hochgeladen.',
      problems.length > 0
        ? '✗ Nichts wurde hochgeladen. Bitte korrigieren Sie das Genannte im Editor und veröffentlichen Sie dann noch einmal.'
        : '✗ Nichts wurde hochgeladen.',
    ),
  ];
}
