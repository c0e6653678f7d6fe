/** Text of an HTML attribute value or text node with the entities the renderer writes decoded. */
export const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The Content Security Policy of a page's `<meta http-equiv>` tag, decoded. */
export const metaCsp = (html: string) => {
  const value = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  return value === undefined ? undefined : decodeHtml(value);
};
