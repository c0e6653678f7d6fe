/**
 * One open item of the launch check, as data: where it is (file, settings section, field path and
 * the field's German labels), what was found, and what to do. Two renderings read it: the editor's
 * page „Website veröffentlichen“ in the owner's words (ownerWords.ts) and the terminal report of
 * `npm run check:launch`, which also names the file and the key (launchReport.ts).
 */

/** What the launch check found at a field. */
export type Found =
  /** A template value left empty (`!platzhalter ""`). */
  | { kind: 'empty' }
  /** A template value (`!platzhalter …`) the owner has neither replaced nor confirmed. */
  | { kind: 'templateValue'; value: string | number | boolean }
  /** A statement the template marks as made (`!platzhalter true`), not yet confirmed by the owner. */
  | { kind: 'unconfirmed' }
  /** A statement the owner has not made yet (set to „Nein“). */
  | { kind: 'no' }
  /** An address only a test machine or the template uses (127.0.0.1, localhost, *.test, example.com …). */
  | { kind: 'notPublic'; value: string }
  /** A value the build refuses, with the build's German text. */
  | { kind: 'mistake'; text: string }
  /** A text of the template that speaks of a man, while the professional title is a woman's (genderedTexts.ts). */
  | { kind: 'masculine'; words: string; title: string };

/** An item about one field of a data file. */
export interface FieldItem {
  kind: 'field';
  /** The data file, from the project's folder: `content/settings/site.yaml`. */
  file: string;
  /** The settings' section the editor shows the field in (`Kontakt`); none outside the settings. */
  section?: string;
  /** The field's path in the file: keys, and list positions from 0. */
  path: readonly (string | number)[];
  /** The German labels from the top-level field down to the field itself, as the editor shows them. */
  labels: readonly string[];
  found: Found;
  /** What to do, in the owner's words (empty for a mistake: its text says it). */
  todo: string;
}

/** A picture of the template that is still the template's. */
export interface PictureItem {
  kind: 'picture';
  file: string;
  picture: 'portrait' | 'socialDefault';
}

/** A file in the articles' picture folder that is no picture. */
export interface StrayItem {
  kind: 'stray';
  file: string;
  name: string;
}

/** A file that cannot be read as it is (a mistake made by hand), with the build's German text. */
export interface UnreadableItem {
  kind: 'unreadable';
  file: string;
  line?: number;
  text: string;
}

export type LaunchItem = FieldItem | PictureItem | StrayItem | UnreadableItem;
