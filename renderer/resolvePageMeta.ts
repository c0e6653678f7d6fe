import type { PageContext } from 'vike/types';
import type { PageMeta } from './types.ts';

/** The page's `+pageMeta` value, called with the page context when it is a function. */
export function resolvePageMeta(pageContext: PageContext): PageMeta {
  const value = pageContext.config.pageMeta;
  if (!value) throw new Error(`${pageContext.urlPathname}: the page declares no +pageMeta`);
  return typeof value === 'function' ? value(pageContext) : value;
}
