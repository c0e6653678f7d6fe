import type { Words } from '../../i18n/words.ts';
import type * as German from '../blogScript.ts';

/** The blog's words that the page script writes into the page, in English (see ../blogScript.ts). */
export const resultCount: Words<typeof German.resultCount> = (count) =>
  `${count} ${count === 1 ? 'article' : 'articles'}`;

export const headingLinkCopied: Words<typeof German.headingLinkCopied> = (heading) => `Link to “${heading}” copied`;

export const shareCopy: Words<typeof German.shareCopy> = {
  heading: 'Share this article',
  linkedin: 'LinkedIn',
  email: 'Email',
  copy: 'Copy link',
  emailBody: (title, url) => `I found this article worth reading:\n\n${title}\n${url}`,
};

export const shareToasts: Words<typeof German.shareToasts> = {
  copied: 'Link copied to the clipboard.',
  copyFailed: 'The link could not be copied – please copy it from the address bar.',
};
