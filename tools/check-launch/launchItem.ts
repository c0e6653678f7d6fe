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
  | { kind: 'masculine'; words: string; title: string }
  /**
   * English is switched on, but the build makes no English page: these page texts (their keys,
   * `home`) have no English file yet (model/i18n/counterparts.ts, englishIsBuilt).
   */
  | { kind: 'englishNotBuilt'; missing: readonly string[] };

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
  /** In an English file (content/en/…): the German file it translates, whose page the editor shows it on. */
  german?: string;
}

/**
 * English is on, and a page text or an article has no English version („nur Deutsch“) or one
 * translated from an older German text („veraltet“; model/i18n/translationStatus.ts).
 */
export interface TranslationItem {
  kind: 'translation';
  /** The German file. */
  file: string;
  of: 'text' | 'article';
  /** The page text's key (`home`) or the German article's slug. */
  id: string;
  /** The German article's title, as the editor lists it. */
  title?: string;
  status: 'nur Deutsch' | 'veraltet';
  /** The English file, where there is one. */
  english?: string;
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

export type LaunchItem = FieldItem | PictureItem | StrayItem | UnreadableItem | TranslationItem;
