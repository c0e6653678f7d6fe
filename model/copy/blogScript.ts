/**
 * The blog's words that the page script writes into the page. Kept apart from model/copy/blog.ts,
 * which reads the settings: whatever a `*.client.ts` file imports is sent to every visitor.
 */

/** Text of the blog list's live region with the number of shown articles. */
export const resultCount = (count: number) => `${count} Artikel`;

/** Toast after the link of an article heading was copied. */
export const headingLinkCopied = (heading: string) => `Link zu „${heading}“ kopiert`;

/** Share links at the end of an article (components/blog/ShareLinks.tsx, shareUrls.ts). */
export const shareCopy = {
  heading: 'Artikel teilen',
  linkedin: 'LinkedIn',
  email: 'E-Mail',
  copy: 'Link kopieren',
  /** Body of the prefilled e-mail; the subject is the article's title. */
  emailBody: (title: string, url: string) => `Diesen Artikel finde ich lesenswert:\n\n${title}\n${url}`,
};

/** The toasts of the copy button (share.client.ts): apart, so the page script carries only these. */
export const shareToasts = {
  copied: 'Link in die Zwischenablage kopiert.',
  copyFailed: 'Der Link konnte nicht kopiert werden – bitte kopieren Sie ihn aus der Adresszeile.',
};
