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

/** The facts of the current page that a request reports; nothing is read from or stored on the device. */
export function pageFacts(): PageFacts {
  return {
    url: withoutQuery(location.href),
    referrer: withoutQuery(document.referrer),
    title: document.title,
    screenWidth: screen.width,
    screenHeight: screen.height,
  };
}
