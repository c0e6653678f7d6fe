import type { z } from 'zod';
import { type DataKey, dataFiles } from '#model/collections.ts';
import { englishFileOf } from '#model/i18n/englishFiles.ts';
import { fieldName } from '#model/load/loadData.ts';
import { problemPlace } from '#model/load/ownerError.ts';
import { shown } from '#model/schemas/rules.ts';
import { editorText } from '#tools/text/editor.ts';
import { launchText } from '#tools/text/launch.ts';
import { blockingItems, translationNotes } from './blocking.ts';
import type { FieldItem, LaunchItem } from './launchItem.ts';

export { blockingItems } from './blocking.ts';
// Re-exported too: run.mjs loads this one module, each module runner start costs a good half second.
export { launchItems } from './launchCheck.ts';

/**
 * The terminal's rendering of the launch check (`npm run check:launch`, the end of `npm run build`):
 * for whoever runs it in the project folder, so each item names its file, line and key
 * (`legal.vatId (UID-Nummer): …`) and how to do it in the editor or in the file.
 */

const schemaOf = (file: string): z.ZodType | undefined =>
  Object.values(dataFiles).find((entry) => entry.file === file)?.schema as z.ZodType | undefined;

function fieldLine({ file, german, section, path, found, todo }: FieldItem): string {
  // An English file's field is named as its German file's schema names it.
  const schema = schemaOf(german ?? file);
  const field = path.length > 0 && schema ? `${fieldName(schema, path)}: ` : '';
  const where = section ? `${editorText.settings.label} › ${section}` : editorText.settings.label;
  const words = launchText.terminalFound;
  switch (found.kind) {
    case 'mistake':
      return `${field}${found.text}`;
    case 'no':
      return `${field}${words.no} – ${todo}, ${launchText.terminalHow.no}`;
    case 'notPublic':
      return `${field}${words.notPublic(shown(found.value))} – ${todo}`;
    case 'masculine':
      return `${field}${words.masculine(found.words, found.title)} – ${todo}`;
    case 'englishNotBuilt': {
      const files = found.missing.map((key) => englishFileOf(dataFiles[key as DataKey].file));
      return `${field}${launchText.english.terminal.notBuilt(files.join(', '))} – ${todo}`;
    }
    default: {
      const what = found.kind === 'templateValue' ? words.templateValue(shown(found.value)) : words[found.kind];
      return `${field}${what} – ${todo}. ${launchText.terminalHow.templateValue(where)}`;
    }
  }
}

/** One item as the terminal prints it below its file. */
export function terminalLine(item: LaunchItem): string {
  switch (item.kind) {
    case 'field':
      return fieldLine(item);
    case 'picture':
      return `${launchText.pictures.found} – ${launchText.pictures[item.picture].todo}; ${launchText.pictures.terminal}`;
    case 'stray':
      return launchText.stray.terminal;
    case 'unreadable':
      return item.text;
    case 'translation':
      return item.status === 'veraltet' && item.english
        ? launchText.english.terminal.outdated(item.english)
        : launchText.english.terminal.missing;
  }
}

/** The heading an item is listed under: its file, and its line where one is known. */
const fileOf = (item: LaunchItem) => (item.kind === 'unreadable' ? problemPlace(item) : item.file);

/** The items below their files, each file once, in the check's order. */
const byFile = (items: readonly LaunchItem[]) =>
  [...new Set(items.map(fileOf))].flatMap((file) => [
    '',
    file,
    ...items.filter((item) => fileOf(item) === file).map((item) => `  • ${terminalLine(item)}`),
  ]);

/** The translation notes under their own heading; nothing when there are none. */
function notesSection(items: readonly LaunchItem[]): string[] {
  const notes = translationNotes(items);
  return notes.length === 0 ? [] : ['', launchText.english.terminal.notesTitle, ...byFile(notes)];
}

/**
 * The report `npm run check:launch` prints: the items that block going live, then the translation
 * notes, which do not (blocking.ts).
 */
export function launchReport(items: readonly LaunchItem[]): string {
  const blocking = blockingItems(items);
  const notes = translationNotes(items).length;
  if (blocking.length === 0)
    return [
      `Startklar: keine offenen Punkte${launchText.english.terminal.notesCount(notes)}. Weiter mit: npm run build:live`,
      ...notesSection(items),
    ].join('\n');
  const count = blocking.length === 1 ? '1 Punkt ist' : `${blocking.length} Punkte sind`;
  return [
    `Noch nicht startklar – ${count} offen:`,
    ...byFile(blocking),
    '',
    'Erledigen Sie diese Punkte und prüfen Sie dann erneut mit: npm run check:launch',
    ...notesSection(items),
  ].join('\n');
}

/** The one line the ordinary build ends with: the blocking items, and how many translations are open. */
export function launchSummary(items: readonly LaunchItem[]): string {
  const blocking = blockingItems(items).length;
  const notes = launchText.english.terminal.notesCount(translationNotes(items).length);
  if (blocking === 0) return `Startklar: keine offenen Punkte${notes} – dist/client kann hochgeladen werden`;
  return `${blocking} ${blocking === 1 ? 'Punkt' : 'Punkte'} offen${notes} – vor dem Veröffentlichen: npm run check:launch`;
}
