import { site } from '../content/site';

/** Route path without trailing slash ("/" stays "/"). */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
}

/** Absolute URL on the configured site origin; absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const path = normalizePath(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}
