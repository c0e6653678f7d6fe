import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OwnerError } from '#model/load/ownerError.ts';
import { subjectOf } from '../../../history/describe.ts';
import type { EditorHistory } from '../../../history/store.ts';
import { englishText } from '../../text/english.ts';
import { type EditorPath, PathRefused } from '../files/paths.ts';
import {
  germanOf,
  markCurrent,
  renameTranslation,
  startTranslation,
  translationEntry,
  translationRows,
} from '../files/translations.ts';
import { RefusedError } from './refused.ts';
import type { Handlers } from './request.ts';

/**
 * The page „Englisch“ (app/english/): the status of every page text and article, „Englische
 * Fassung anlegen“, „Als aktuell markieren“, an English file with its German text beside it, and
 * an English article's own address.
 * Only when the owner switched the English version on does the list show anything.
 */

/** A refusal of these actions in its own words, without „Nicht gespeichert – die Website würde …“. */
const ownWords = (error: unknown): never => {
  if (error instanceof OwnerError && !(error instanceof PathRefused) && !(error instanceof RefusedError))
    throw new RefusedError(error.lines, '');
  throw error;
};

/** What the history calls a save of an English file, and the German file it was translated from. */
export function englishSubject(root: string, english: EditorPath): { subject: string; german: string | undefined } {
  const german = germanOf(english);
  const text = german ? readFileSync(path.join(root, german), 'utf8') : undefined;
  return { subject: englishText.subject(subjectOf(german ?? english.file, { text })), german };
}

export function englishActions(
  root: string,
  history: EditorHistory,
): Handlers<'translations' | 'startTranslation' | 'markTranslated' | 'translationEntry' | 'renameTranslation'> {
  return {
    translations: async () => translationRows(root),
    startTranslation: ({ path: sent }) => startTranslation(root, history, sent).catch(ownWords),
    markTranslated: ({ path: sent }) => markCurrent(root, history, sent).catch(ownWords),
    translationEntry: ({ path: sent }) => translationEntry(root, sent),
    renameTranslation: ({ path: sent, slug }) => renameTranslation(root, history, sent, slug).catch(ownWords),
  };
}
