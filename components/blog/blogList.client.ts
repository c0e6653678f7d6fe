import { resultCount } from '#model/copy/blogScript.ts';
import { markHandled } from '../early/handled.ts';
import { blogListAttrs } from './dataAttributes.ts';
import {
  type BlogState,
  blogStateToSearch,
  initialBlogState,
  matchesQuery,
  normalize,
  readBlogState,
} from './search.ts';

type Index = ReadonlyMap<string, string>;

/**
 * The blog list (components/blog/BlogList.tsx): the category buttons and the search box filter the
 * prerendered cards at once. The state lives in the URL (`?kategorie=…&q=…`, replaced, not pushed).
 * Until the full-text index has arrived (a JSON file the list names, fetched when the search box is
 * focused or used), a search looks at what each card shows. An early behaviour of the blog list's
 * page (components/early/blogList.ts), started once the document has been parsed.
 */
export function enhanceBlogList(): void {
  const root = document.querySelector<HTMLElement>(`[${blogListAttrs.list}]`);
  const input = root?.querySelector<HTMLInputElement>('input[type="search"]');
  if (!root || !input) return;
  const cards = [...root.querySelectorAll<HTMLElement>(`li[${blogListAttrs.slug}]`)];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(`button[${blogListAttrs.category}]`)];
  let index: Index | undefined;
  let loading: Promise<void> | undefined;
  let state: BlogState = readBlogState(window.location.search);

  const loadIndex = () => {
    const url = root.getAttribute(blogListAttrs.searchIndex);
    if (loading || !url) return;
    loading = fetch(url)
      .then((response) =>
        response.ok
          ? (response.json() as Promise<[string, string][]>)
          : Promise.reject(new Error(String(response.status))),
      )
      .then((entries) => {
        index = new Map(entries);
        render();
      })
      // Offline or a failed request: the search keeps to what the cards show; the next search tries again.
      .catch(() => {
        loading = undefined;
      });
  };
  const textOf = (card: HTMLElement) =>
    index?.get(card.getAttribute(blogListAttrs.slug) ?? '') ?? ` ${normalize(card.textContent ?? '')} `;

  function render(): void {
    let shown = 0;
    for (const card of cards) {
      const fits =
        (state.kategorie === null || card.getAttribute(blogListAttrs.category) === state.kategorie) &&
        matchesQuery(textOf(card), state.q);
      card.hidden = !fits;
      if (fits) shown++;
    }
    for (const button of buttons)
      button.setAttribute(
        'aria-pressed',
        String((button.getAttribute(blogListAttrs.category) || null) === state.kategorie),
      );
    const count = root!.querySelector(`[${blogListAttrs.resultCount}]`);
    if (count) count.textContent = resultCount(shown);
    const empty = root!.querySelector<HTMLElement>(`[${blogListAttrs.empty}]`);
    if (empty) empty.hidden = shown > 0;
    const { pathname, hash } = window.location;
    const url = `${pathname}${blogStateToSearch(state)}${hash}`;
    if (url !== `${pathname}${window.location.search}${hash}`) history.replaceState(history.state, '', url);
  }

  const update = (next: Partial<BlogState>) => {
    state = { ...state, ...next };
    render();
  };

  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>(`button[${blogListAttrs.category}]`);
    if (button) {
      const category = (button.getAttribute(blogListAttrs.category) || null) as BlogState['kategorie'];
      update({ kategorie: category === state.kategorie ? null : category });
      markHandled(event);
    } else if (target?.closest(`[${blogListAttrs.reset}]`)) {
      input.value = '';
      update(initialBlogState);
      markHandled(event);
    }
  });
  input.addEventListener('input', () => {
    loadIndex();
    update({ q: input.value });
  });
  input.addEventListener('focus', loadIndex);

  // Typed before this ran (the box is there from the first paint) or put back by the browser: the
  // list searches for what the box shows, at once.
  if (input.value) state = { ...state, q: input.value };
  if (state.q) {
    input.value = state.q;
    loadIndex();
  }
  // The list comes prerendered for no filter and no search: only a state from the address changes
  // it (before the first paint, which a change to the page, even to the same values, could hold up).
  if (state.q || state.kategorie !== null) render();
}
