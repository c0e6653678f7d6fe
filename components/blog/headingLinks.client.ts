import { headingLinkCopied } from '#model/copy/blogScript.ts';
import { showToast } from '../ui/toasts.client.ts';
import { headingLinkAttrs } from './dataAttributes.ts';

/**
 * The link after each heading of an article (`headingLinkAttrs.link`, built by
 * integrations/articles/headingLinks.ts): a click copies the heading's full address (`…/blog/slug#id`)
 * and says so in a toast. Without script, or where the clipboard is not available, it stays a
 * plain `#id` link, and the address bar shows the link to copy.
 */
export function enhanceHeadingLinks(): void {
  document.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${headingLinkAttrs.link}]`) : null;
    if (
      !link ||
      !navigator.clipboard ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    const { origin, pathname } = location;
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    navigator.clipboard.writeText(`${origin}${pathname}${link.hash}`).then(
      () => showToast(headingLinkCopied(heading?.textContent?.trim() ?? '')),
      () => location.assign(link.hash),
    );
  });
}
