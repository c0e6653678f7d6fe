import type { PublishState } from '../../protocol/answers.ts';

const when = new Intl.DateTimeFormat('de-AT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** „Zuletzt veröffentlicht am 15.01.2025, 10:42, 5 Dateien“, or that it never was. */
export const lastPublished = (
  last: PublishState['last'],
  words: { lastPublished: string; neverPublished: string; files(count: number): string },
) =>
  last
    ? `${words.lastPublished} ${when.format(new Date(last.publishedAt))}, ${words.files(last.files)}`
    : words.neverPublished;
