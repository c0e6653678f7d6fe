import { createHash } from 'node:crypto';

/**
 * The fingerprint of a German file's text, stored with its translation (content/en/sources.yaml):
 * when the German file's fingerprint no longer matches, the English is „veraltet“. Line endings and
 * trailing blanks do not count, so an editor that saves CRLF does not make every translation stale.
 */
export function sourceHash(text: string): string {
  const normalised = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  return createHash('sha256').update(normalised).digest('hex').slice(0, 16);
}
