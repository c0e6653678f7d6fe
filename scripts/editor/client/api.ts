// The editor page's calls to its own server: POST /api/v1 with a JSON body { action, params }.
/** Calls an action of the editor's API; a refusal throws an Error with the server's German line. */
export async function editorApi(action: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const response = await fetch('/api/v1', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action, params }) });
  const answer: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = answer && typeof answer === 'object' && 'error' in answer ? String(answer.error) : `${response.status} ${response.statusText}`;
    throw new Error(error);
  }
  return answer;
}
