/** Just enough HTML reading for the check: the tags and attributes of the served home page. */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text with its character references resolved (`&#39;` → `'`). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref[0] === '#')
      return String.fromCodePoint(
        ref[1]?.toLowerCase() === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1)),
      );
    return entities[ref.toLowerCase()] ?? whole;
  });
}

/** The attributes of every `<name …>` tag, names lowercased, values unescaped. */
export function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((tag) => {
    const attributes: Record<string, string> = {};
    for (const [, key, a, b, c] of (tag[1] ?? '').matchAll(
      /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      if (key) attributes[key.toLowerCase()] = unescapeHtml(a ?? b ?? c ?? '');
    }
    return attributes;
  });
}

/** The first `<meta>` whose `attribute` is `value` (e.g. property="og:url"): its content. */
export function metaContent(html: string, attribute: string, value: string): string | undefined {
  return tags(html, 'meta').find((meta) => meta[attribute]?.toLowerCase() === value.toLowerCase())?.content;
}

/** The first `<link rel="…">` of that relation: its href. */
export function linkHref(html: string, rel: string): string | undefined {
  return tags(html, 'link').find((link) => link.rel?.toLowerCase().split(/\s+/).includes(rel))?.href;
}
