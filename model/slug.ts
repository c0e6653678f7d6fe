const spelledOut: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The project's slug rule, for article file names (and so their addresses) and heading anchors:
 * lowercase ASCII, German umlauts and ß spelled out ("Förderungen für Gründer" →
 * `foerderungen-fuer-gruender`), other accents dropped, every run of other characters one hyphen.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => spelledOut[char] ?? char)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
