import { whenText } from '#model/viennaTime.ts';
import type { PublishState } from '../../protocol/answers.ts';

/** „Zuletzt veröffentlicht: 15.01.2025, 10:42, 5 Dateien“ in Austrian time, as „Verlauf“ shows times; or that it never was. */
export const lastPublished = (
  last: PublishState['last'],
  words: { lastPublished: string; neverPublished: string; files(count: number): string },
) => (last ? `${words.lastPublished} ${whenText(last.publishedAt)}, ${words.files(last.files)}` : words.neverPublished);
