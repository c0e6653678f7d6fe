import type { publishText } from '#tools/text/publish.ts';
import type { JobState } from '../../server/jobs/publishJob.ts';

/** What the publish actions answer (tools/edit/server/jobs/publishActions.ts). */
export interface LaunchItem {
  text: string;
  link?: string;
  place: string;
}

export interface PublishState {
  target: {
    address: string;
    server: string;
    user: string;
    folder: string;
    asks: keyof typeof publishText.secret | null;
  } | null;
  last: { publishedAt: string; files: number } | null;
  job: (JobState & { refused?: undefined }) | null;
  refused?: string;
}

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
