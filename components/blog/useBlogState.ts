import { useEffect, useState } from 'react';
import { blogStateToSearch, initialBlogState, readBlogState, type BlogState } from './search';

/**
 * The list's filter state, mirrored in the URL (`/blog?q=…&kategorie=…`).
 *
 * The prerendered HTML and the first client render both show "Alle" with an empty search, so
 * hydration matches; the URL is read only after hydration, and written back with
 * `replaceState`, so typing does not fill the history.
 */
export function useBlogState() {
  const [state, setState] = useState<BlogState>(initialBlogState);
  const [hasReadUrl, setHasReadUrl] = useState(false);

  useEffect(() => {
    setState(readBlogState(window.location.search));
    setHasReadUrl(true);
  }, []);

  useEffect(() => {
    if (!hasReadUrl) return;
    const { pathname, hash } = window.location;
    const url = `${pathname}${blogStateToSearch(state)}${hash}`;
    if (url !== `${pathname}${window.location.search}${hash}`) window.history.replaceState(window.history.state, '', url);
  }, [state, hasReadUrl]);

  return [state, setState] as const;
}
