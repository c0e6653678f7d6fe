import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DataKey, dataFiles } from '#model/collections.ts';
import { type DataOf, loadDataFile, projectRoot } from '#model/load/dataFile.ts';
import type { Loaded } from '#model/load/loadData.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import type { SettingsPath } from '#model/schemas/settingsPaths.ts';
import { launchText, launchTodos, mustBeYes } from '#tools/text/launch.ts';
import { englishItems } from './englishItems.ts';
import { fieldItems, keysOf, mistakeItems, todoFor } from './fieldItems.ts';
import { masculineTexts } from './genderedTexts.ts';
import type { Found, LaunchItem } from './launchItem.ts';
import { strayImageFiles } from './strayFiles.ts';
import { isTemplateAddress, templateImages } from './templateFiles.ts';

export type { LaunchItem } from './launchItem.ts';

/** Settings a build variable can replace (docs/build.md, "Configuration at build time"), by their typed path. */
const overrides = {
  url: 'PUBLIC_ENV__SITE_URL',
  formEndpoint: 'PUBLIC_ENV__FORM_ENDPOINT',
} as const satisfies Partial<Record<SettingsPath, string>>;
type Overridden = keyof typeof overrides;
const overridden = Object.keys(overrides) as Overridden[];
const isOverridden = (field: string): field is Overridden => (overridden as string[]).includes(field);

/** The value at a path of the settings: a typed one, so a misspelt key fails the type check. */
const valueAt = (data: unknown, field: SettingsPath): unknown =>
  field
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      data,
    );

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function templateValueItems(
  root: string,
  { data, templateValues }: Loaded<DataOf<'settings'>>,
  env: NodeJS.ProcessEnv,
): LaunchItem[] {
  const item = fieldItems(root, 'settings');
  const replaced = (field: string) => isOverridden(field) && env[overrides[field]]?.trim();
  const open = templateValues.filter(({ path: field }) => !replaced(field));
  const items = open.map(({ path: field, value }) => {
    // `!platzhalter true`: a statement the owner has yet to confirm (model/schemas/settings.ts, `confirmed`).
    const found: Found =
      value === ''
        ? { kind: 'empty' }
        : value === true
          ? { kind: 'unconfirmed' }
          : { kind: 'templateValue', value: value as string | number | boolean };
    return item(keysOf(field), found, todoFor(field));
  });
  const isOpen = (field: string) => open.some((value) => value.path === field);
  // A confirmation set to „Nein“: not done yet (a marked one is listed above already).
  for (const field of mustBeYes) {
    if (valueAt(data, field) !== false || isOpen(field)) continue;
    items.push(item(keysOf(field), { kind: 'no' }, launchTodos[field]));
  }
  // The live address and the form's, wherever they come from, must be public ones.
  for (const field of overridden) {
    const value = env[overrides[field]]?.trim() || data[field];
    if (isTemplateAddress(value) && !isOpen(field))
      items.push(item([field], { kind: 'notPublic', value }, launchTodos[field]));
  }
  return items;
}

/** The template's sentences about a man, while the professional title is a woman's. */
function genderedItems(root: string, { data }: Loaded<DataOf<'settings'>>): LaunchItem[] {
  const title = data.legal.professionalTitle.title;
  return masculineTexts(root, data).map(({ key, path: keys, words }) =>
    fieldItems(root, key)(keys, { kind: 'masculine', words, title }, launchText.masculineTodo),
  );
}

function imageItems(root: string): LaunchItem[] {
  return templateImages
    .filter(
      ({ file, sha256: template }) => existsSync(path.join(root, file)) && sha256(path.join(root, file)) === template,
    )
    .map(({ file, picture }) => ({ kind: 'picture', file, picture }));
}

/** Every open item before the site may go live; empty when it is ready. */
export function launchItems(root = projectRoot(), env: NodeJS.ProcessEnv = process.env): LaunchItem[] {
  const mistakes: LaunchItem[] = [];
  let settings: Loaded<DataOf<'settings'>> | undefined;
  for (const key of Object.keys(dataFiles) as DataKey[]) {
    try {
      const loaded = loadDataFile(key, root);
      if (key === 'settings') settings = loaded as Loaded<DataOf<'settings'>>;
    } catch (error) {
      if (!(error instanceof OwnerError)) throw error;
      mistakes.push(...mistakeItems(root, key, error));
    }
  }
  if (mistakes.length > 0 || !settings) return mistakes;
  return [
    ...templateValueItems(root, settings, env),
    ...genderedItems(root, settings),
    ...imageItems(root),
    ...strayImageFiles(root),
    ...englishItems(root, settings.data),
  ];
}
