import type { PageFacts } from './providers/adapter.ts';

/**
 * Origin and path of an address, '' for none. Query string and fragment are left out: they can
 * carry personal data (a search term, an e-mail address in a campaign link) and tell the
 * statistics nothing they need.
 */
export function withoutQuery(address: string): string {
  try {
    const { origin, pathname } = new URL(address);
    return origin === 'null' ? '' : `${origin}${pathname}`;
  } catch {
    return '';
  }
}

/**
 * The facts of the current page that a request reports: the page's own address, title and the
 * address it was opened from. Nothing about the device (screen, window, language, plugins) is read:
 * reading it by script is access to the device (Art. 5(3) ePrivacy Directive, § 165 Abs. 3
 * TKG 2021) that would need consent, and the privacy policy says nothing is read.
 */
export function pageFacts(): PageFacts {
  return {
    url: withoutQuery(location.href),
    referrer: withoutQuery(document.referrer),
    title: document.title,
  };
}
