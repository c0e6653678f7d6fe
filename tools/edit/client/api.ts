// The editor's API for the editor's own pages (served by the dev server under npm run edit): a
// POST of JSON to /api/v1 with this start's secret, which the page carries in
// <meta name="editor-token"> (tools/edit/editorPages.ts, checked by requestGuard.ts).

import { askBeforeDeletingUsedImages } from './imageDelete';
import { keepSavedBaseline } from './savedBaseline';

export const apiPath = '/api/v1';
export const tokenHeader = 'X-Editor-Token';

/** This start's secret, as the server wrote it into the page. */
export const editorToken = () => document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

/** Calls one action of the editor's API; a refusal throws an Error with the server's German line. */
export async function editorApi(action: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const response = await fetch(apiPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', [tokenHeader]: editorToken() },
    body: JSON.stringify({ action, params }),
  });
  const answer: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error =
      answer && typeof answer === 'object' && 'error' in answer
        ? String(answer.error)
        : `${response.status} ${response.statusText}`;
    throw new Error(error);
  }
  return answer;
}

/** The action of one of Decap's calls, from its JSON body. */
function actionOf(init?: RequestInit): string | undefined {
  try {
    return typeof init?.body === 'string' ? (JSON.parse(init.body) as { action?: string }).action : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decap CMS's own calls to /api/v1 (its local backend sets no headers of ours): every same-origin
 * request to the API made through `fetch` gets the secret. Run before Decap starts. With them, what
 * keeps Decap's calls from losing anything: a save makes the saved entry Decap's "unchanged"
 * (savedBaseline.ts), and deleting a picture in use asks with the names of its users first
 * (imageDelete.ts).
 */
export function sendTokenWithDecap() {
  const original = window.fetch.bind(window);
  askBeforeDeletingUsedImages(editorApi);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin !== location.origin || url.pathname !== apiPath) return original(input, init);
    if (actionOf(init) === 'persistEntry') keepSavedBaseline();
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(tokenHeader, editorToken());
    return original(input, { ...init, headers });
  };
}
