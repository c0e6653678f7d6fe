import { shareCopy } from '#model/copy/blogScript.ts';

/** Where a shared link was passed on: the `utm_source` of the visit it brings. */
export type ShareChannel = 'linkedin' | 'email';

/** The article's canonical URL with the UTM parameters of a share. */
export function withShareUtm(url: string, channel: ShareChannel): string {
  const tagged = new URL(url);
  tagged.searchParams.set('utm_source', channel);
  tagged.searchParams.set('utm_medium', 'share');
  tagged.searchParams.set('utm_campaign', 'article');
  return tagged.toString();
}

/** LinkedIn's share page for the URL: a plain link, nothing loads from LinkedIn before the click. */
export const linkedInShareUrl = (url: string) =>
  `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(withShareUtm(url, 'linkedin'))}`;

/** A new e-mail with the title as subject and the link in the text (percent-encoded, not "+"). */
export const emailShareUrl = (title: string, url: string) =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(shareCopy.emailBody(title, withShareUtm(url, 'email')))}`;
