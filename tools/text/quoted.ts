/**
 * A name in German quotation marks, „Titel“. Double quotation marks of the name itself are left
 * out, so that none stand doubled or crowd the outer ones: „Zahlreiche Projekte belegt“, never
 * „„Zahlreiche Projekte“ belegt“.
 */
export function quoted(name: string): string {
  return `„${name.replace(/["„“”]/g, '')}“`;
}

/**
 * A text with one quoted name in it, written before names were quoted this way
 * („Artikel „„Zahlreiche Projekte“ belegt““): the name between the first „ and the last “ quoted anew.
 */
export function requoted(text: string): string {
  const parts = /^([^„]*)„([\s\S]*)“([^“]*)$/.exec(text);
  return parts ? `${parts[1]}${quoted(parts[2] ?? '')}${parts[3]}` : text;
}
