import { tocAttrs } from './dataAttributes.ts';

/**
 * Marks the link of the section being read in the article's table of contents
 * (components/blog/TableOfContents.tsx) with `aria-current`: the last `h2` that has passed the
 * upper third of the window. Observed, not computed on every scroll event.
 */
export function enhanceTableOfContents(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`[${tocAttrs.list}] a`)];
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
  const headings = ids.map((id) => document.getElementById(id)).filter((heading) => heading !== null);
  if (headings.length === 0) return;

  let current: string | undefined;
  // Whether each heading has passed the line a third down the window, as last seen.
  const passed = new Map<Element, boolean>();
  const mark = () => {
    let last: string | undefined;
    for (const heading of headings) {
      if (!passed.get(heading)) break;
      last = heading.id;
    }
    if (last === current) return;
    current = last;
    for (const link of links) {
      if (link.hash === `#${current}`) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  // The observer reports every heading once the layout is done, then each one that crosses the
  // line, with the heading's box as of that layout: the marker measures nothing itself. (Measuring
  // in its callback laid the page out again whenever something had changed since, such as the web
  // fonts arriving, and measuring a heading in a part not laid out yet lays out that part:
  // content-visibility: auto.)
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        passed.set(entry.target, entry.boundingClientRect.top <= (entry.rootBounds?.bottom ?? innerHeight / 3));
      mark();
    },
    { rootMargin: '0px 0px -66% 0px' },
  );
  for (const heading of headings) observer.observe(heading);
  // A jump past several sections may cross no heading while it is in that band: after a scroll,
  // the headings are measured in reading order, up to the first one below the line (those after
  // it may lie in parts not laid out yet).
  addEventListener(
    'scrollend',
    () => {
      const line = innerHeight / 3;
      let below = false;
      for (const heading of headings) {
        below ||= heading.getBoundingClientRect().top > line;
        passed.set(heading, !below);
      }
      mark();
    },
    { passive: true },
  );
}
