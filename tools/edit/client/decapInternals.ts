// Two places inside Decap CMS that its public API (window.CMS) does not reach, found through the
// React tree it renders: its Redux store (the entry as loaded, what "unchanged" is measured
// against) and its media library (which picture is selected). Both are read from the objects
// React itself keeps on the page's elements; decap-cms is pinned in package-lock.json, and
// tests/tools/editorLost.spec.ts fails if a new version moves them.

interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  memoizedProps: unknown;
  stateNode: unknown;
}

/** The Immutable.js map Decap keeps its state in (only what is read here). */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  delete(key: string): ImmutableMap;
  toJS(): Record<string, unknown>;
}

export interface DecapStore {
  getState(): { entryDraft: ImmutableMap };
  dispatch(action: { type: string; payload: unknown }): void;
  subscribe(listener: () => void): () => void;
}

/** React's object behind a DOM node (`__reactFiber$…`) or a root container (`__reactContainer$…`). */
function fiberOf(node: object, prefix: '__reactFiber$' | '__reactContainer$'): Fiber | undefined {
  const key = Object.keys(node).find((name) => name.startsWith(prefix));
  return key ? ((node as Record<string, unknown>)[key] as Fiber) : undefined;
}

const isStore = (value: unknown): value is DecapStore =>
  !!value && typeof value === 'object' && 'getState' in value && 'dispatch' in value && 'subscribe' in value;

/** Decap's Redux store: the `store` of the Provider near the top of the tree it renders into #nc-root. */
export function decapStore(): DecapStore | undefined {
  const container = document.getElementById('nc-root');
  const top = container ? fiberOf(container, '__reactContainer$') : undefined;
  const queue = top ? [top] : [];
  // The Provider sits a few levels down; the search stops long before the whole tree.
  for (let index = 0; index < queue.length && index < 500; index++) {
    const fiber = queue[index]!;
    const store = (fiber.memoizedProps as { store?: unknown } | null)?.store;
    if (isStore(store)) return store;
    for (let child = fiber.child; child; child = child.sibling) queue.push(child);
  }
  return undefined;
}

/** Decap's media library as far as deleting goes: its delete handler and the selected file. */
export interface MediaLibrary {
  handleDelete(): void;
  state: { selectedFile?: { path?: string; name?: string; draft?: boolean } };
}

/** The media library whose delete button `button` is, or undefined for any other button. */
export function mediaLibraryDeletedBy(button: Element): MediaLibrary | undefined {
  let fiber: Fiber | null | undefined = fiberOf(button, '__reactFiber$');
  const onClick = (fiber?.memoizedProps as { onClick?: unknown } | undefined)?.onClick;
  if (typeof onClick !== 'function') return undefined;
  for (; fiber; fiber = fiber.return) {
    const instance = fiber.stateNode as Partial<MediaLibrary> | null;
    if (instance && typeof instance === 'object' && instance.handleDelete === onClick && 'state' in instance)
      return instance as MediaLibrary;
  }
  return undefined;
}
