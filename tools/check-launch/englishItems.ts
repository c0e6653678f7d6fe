import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DataKey } from '#model/collections.ts';
import { englishIsBuilt } from '#model/i18n/counterparts.ts';
import { englishSettingsFile, englishTextFile, textKeys } from '#model/i18n/englishFiles.ts';
import { translationPairs } from '#model/i18n/translationStatus.ts';
import { type DataOf, loadDataFile } from '#model/load/dataFile.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { parseMarkedYaml, type TemplateValue } from '#model/load/templateValues.ts';
import { titleOf } from '#tools/history/describe.ts';
import { launchText } from '#tools/text/launch.ts';
import { fieldItems, keysOf, mistakeItems, todoFor } from './fieldItems.ts';
import type { LaunchItem, TranslationItem } from './launchItem.ts';

/** The English files of the data files that exist: each page text's and the settings' (docs/english.md). */
const englishDataFiles = (root: string) =>
  [
    ...textKeys.map((key): [DataKey, string] => [key, englishTextFile(key)]),
    ['settings', englishSettingsFile] as [DataKey, string],
  ].filter(([, file]) => existsSync(path.join(root, file)));

/**
 * An English file's own template values (`!platzhalter`): a page text's as it is read; the
 * settings' from the English file alone (the German one's are listed already).
 */
function templateValuesOf(root: string, key: DataKey, file: string): TemplateValue[] {
  if (key !== 'settings') return loadDataFile(key, root, { language: 'en' }).templateValues;
  return parseMarkedYaml(readFileSync(path.join(root, file), 'utf8')).templateValues;
}

/** Mistakes and template values in the English files, as in the German ones. */
function englishFileItems(root: string): LaunchItem[] {
  return englishDataFiles(root).flatMap(([key, file]) => {
    const item = fieldItems(root, key, file);
    try {
      return templateValuesOf(root, key, file).map(({ path: field, value }) =>
        item(
          keysOf(field),
          value === '' ? { kind: 'empty' } : { kind: 'templateValue', value: value as string | number | boolean },
          todoFor(field),
        ),
      );
    } catch (error) {
      if (!(error instanceof OwnerError)) throw error;
      return mistakeItems(root, key, error, file);
    }
  });
}

/** Each page text and article without its English version or with an out-of-date one. */
function translationItems(root: string): TranslationItem[] {
  return translationPairs(root).flatMap(({ kind, id, german, english, status }) => {
    if (status === 'übersetzt') return [];
    const title = kind === 'article' ? titleOf(readFileSync(path.join(root, german), 'utf8')) : undefined;
    return [
      {
        kind: 'translation',
        file: german,
        of: kind,
        id,
        status,
        ...(title ? { title } : {}),
        ...(english ? { english } : {}),
      },
    ];
  });
}

/**
 * With English switched on (`english: true`): what stands between the owner and the English site –
 * that it is not built at all while a page text has no English file (one item), every page text
 * and article still „nur Deutsch“ or „veraltet“, and mistakes and template values in the English
 * files. Nothing while English is off.
 */
export function englishItems(root: string, settings: DataOf<'settings'>): LaunchItem[] {
  if (settings.english !== true) return [];
  const notBuilt = englishIsBuilt(root)
    ? []
    : [
        fieldItems(root, 'settings')(
          ['english'],
          {
            kind: 'englishNotBuilt',
            missing: textKeys.filter((key) => !existsSync(path.join(root, englishTextFile(key)))),
          },
          launchText.english.notBuiltTodo,
        ),
      ];
  return [...notBuilt, ...translationItems(root), ...englishFileItems(root)];
}
