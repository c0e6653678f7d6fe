/**
 * A name in German quotation marks, „Titel“. Quotation marks inside the name become the single
 * inner ones, as German writes a quote within a quote: „‚Zahlreiche Projekte‘ belegt“, never
 * „„Zahlreiche Projekte“ belegt“.
 */
export function quoted(name: string): string {
  const inner = name
    .replace(/"([^"]*)"/g, '‚$1‘')
    .replaceAll('„', '‚')
    .replaceAll('“', '‘')
    .replaceAll('”', '’');
  return `„${inner}“`;
}

/**
 * A text with one quoted name in it, written before names were quoted this way
 * („Artikel „„Zahlreiche Projekte“ belegt““): the name between the first „ and the last “ quoted anew.
 */
export function requoted(text: string): string {
  const parts = /^([^„]*)„([\s\S]*)“([^“]*)$/.exec(text);
  return parts ? `${parts[1]}${quoted(parts[2] ?? '')}${parts[3]}` : text;
}
