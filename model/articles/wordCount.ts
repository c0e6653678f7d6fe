/** Words of an HTML body: tags removed, entities decoded, counted by whitespace. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/gi, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Reading time in minutes at 200 words per minute, rounded, at least one minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}
