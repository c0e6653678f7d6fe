// The editor page's calls to its own server: POST /api/v1 with a JSON body { action, params }.
/** Calls an action of the editor's API; a refusal throws an Error with the server's German line. */
export async function editorApi<T = unknown>(action: string, params: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch('/api/v1', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action, params }) });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(body.error ?? `Der Editor antwortet nicht (${response.status}).`);
  return body as T;
}
