import type { CheckContext } from './context.ts';
import { linkHref, metaContent, tags } from './html.ts';

/** Same-origin files the home page uses, one per extension (the first found), for the type checks. */
export function homeAssets({ origin, home }: CheckContext): Map<string, URL> {
  const html = home.body;
  const firstOfSet = (srcset: string | undefined) => srcset?.split(',')[0]?.trim().split(/\s+/)[0];
  const candidates = [
    ...tags(html, 'link')
      .filter((link) => /\b(stylesheet|modulepreload|preload|icon|apple-touch-icon)\b/i.test(link.rel ?? ''))
      .map((link) => link.href),
    ...tags(html, 'script').map((script) => script.src),
    ...tags(html, 'img').flatMap((img) => [img.src, firstOfSet(img.srcset)]),
    ...tags(html, 'source').map((source) => firstOfSet(source.srcset)),
    metaContent(html, 'property', 'og:image'),
    linkHref(html, 'manifest'),
  ];
  const byExtension = new Map<string, URL>();
  for (const candidate of candidates) {
    if (!candidate) continue;
    const url = new URL(candidate, origin);
    const extension = url.pathname.match(/\.(\w+)$/)?.[1]?.toLowerCase();
    if (url.origin === origin.origin && extension && !byExtension.has(extension)) byExtension.set(extension, url);
  }
  return byExtension;
}
