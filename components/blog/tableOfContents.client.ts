import { tocAttrs } from './dataAttributes';

/**
 * Marks the link of the section being read in the article's table of contents
 * (components/blog/TableOfContents.tsx) with `aria-current`: the last `h2` that has passed the
 * upper third of the window. Observed, not computed on every scroll event.
 */
export function enhanceTableOfContents(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`[${tocAttrs.list}] a`)];
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
  const headings = ids.map((id) => document.getElementById(id)).filter((heading) => heading !== null);
  if (headings.length === 0 || !('IntersectionObserver' in window)) return;

  let current: string | undefined;
  const update = () => {
    const line = window.innerHeight / 3;
    // In reading order, up to the first heading below the line. The headings after it lie in parts
    // of the article that are not laid out yet (content-visibility: auto): measuring one of them
    // would lay out its part, in this task (at load: every part of the article, a task of 27–61 ms
    // on the development machine, four times that on the lab phone).
    let passed: string | undefined;
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top > line) break;
      passed = heading.id;
    }
    if (passed === current) return;
    current = passed;
    for (const link of links) {
      if (link.hash === `#${current}`) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  // Fires once the layout is done (the first time for every heading, so the page script itself
  // forces no layout), then whenever a heading crosses the line a third down the window.
  const observer = new IntersectionObserver(update, { rootMargin: '0px 0px -66% 0px' });
  for (const heading of headings) observer.observe(heading);
  // A jump past several sections may cross no heading while it is in that band.
  window.addEventListener('scrollend', update, { passive: true });
}
