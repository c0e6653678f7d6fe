import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Document, isScalar, stringify } from 'yaml';
import { dataFiles } from '#model/collections.ts';
import { checkEnglishSettingsText } from '#model/i18n/englishData.ts';
import { englishSettingsFile } from '#model/i18n/englishFiles.ts';
import {
  isEnglishSettingsField,
  nestedWords,
  type SettingsWord,
  settingsLeaves,
  translatableWords,
} from '#model/i18n/englishSettings.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { parseMarkedYaml, templateValueTag } from '#model/load/templateValues.ts';
import { mergeIntoDocument } from '#model/load/yamlMerge.ts';
import { englishText } from '../../text/english.ts';

/**
 * The settings' words in English (content/en/settings/site.yaml, model/i18n/englishSettings.ts) as
 * the editor reads and writes them: one form of the translatable fields only, a field left empty
 * taken out of the file (the English pages then show the German word), the owner's comments and
 * `!platzhalter` marks of unchanged values kept (model/load/yamlMerge.ts), and every save checked
 * by the settings schema over the German file, as the English build reads it.
 */

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

/** A word the owner wrote: neither missing nor an empty text. */
const isWritten = ([, value]: SettingsWord) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** The English words as the editor's form reads them (YAML, no marks); empty when there is no file yet. */
export function readEnglishSettings(root: string): string {
  if (!existsSync(path.join(root, englishSettingsFile))) return stringify({});
  return stringify(parseMarkedYaml(read(root, englishSettingsFile)).document.toJS() ?? {});
}

/**
 * The file's new text from the form's values: the translatable words written, the others left
 * out; refused (an `OwnerError` naming the English file's field) when the build would refuse it.
 */
export function englishSettingsText(root: string, values: unknown): string {
  // The form has the translatable fields only: anything else was not sent by it, and is refused.
  const strangers = settingsLeaves(values).filter(
    (word) => isWritten(word) && !isEnglishSettingsField(word[0].join('.')),
  );
  if (strangers.length > 0)
    throw new OwnerError(
      strangers.map(([keys]) => ({ file: englishSettingsFile, field: keys.join('.'), text: englishText.settingsOnly })),
    );
  const words = translatableWords(values).filter(isWritten);
  const document = existsSync(path.join(root, englishSettingsFile))
    ? parseMarkedYaml(read(root, englishSettingsFile)).document
    : new Document({});
  const text = mergeIntoDocument(document, nestedWords(words)).toString({ lineWidth: 0 });
  checkEnglishSettingsText(root, text);
  return text;
}

/** The German settings' words that have an English version, each with its `!platzhalter` mark. */
function germanWords(root: string): { words: SettingsWord[]; marked: Set<string> } {
  const { document, templateValues } = parseMarkedYaml(read(root, dataFiles.settings.file));
  return {
    words: translatableWords(document.toJS()).filter(isWritten),
    marked: new Set(templateValues.map((value) => value.path)),
  };
}

/** The German words alone, as the translation screen shows them beside the English fields. */
export function germanSettingsText(root: string): string {
  return stringify(nestedWords(germanWords(root).words));
}

/**
 * „Englische Fassung anlegen“ of the settings: a copy of the German words that have an English
 * version, nothing else; a template's example stays marked as one.
 */
export function startedEnglishSettings(root: string): string {
  const { words, marked } = germanWords(root);
  // Read back as the owner's files are read, so that the mark is one the YAML writer knows.
  const { document } = parseMarkedYaml(stringify(nestedWords(words)));
  for (const [keys] of words) {
    const node = document.getIn(keys, true);
    if (isScalar(node) && marked.has(keys.join('.'))) node.tag = templateValueTag;
  }
  return `${englishText.settingsFileComment}\n${document.toString({ lineWidth: 0 })}`;
}
