// The editor's API for the app: a POST of JSON to /api/v1 with this start's secret, which the page
// carries in <meta name="editor-token"> (tools/edit/server/http/appPage.ts, checked by requestGuard.ts).
import type { AnswerOf, EditorAction, ParamsOf } from '../protocol/actions.ts';
import type { FieldProblem } from '../protocol/fields.ts';

const apiPath = '/api/v1';
const tokenHeader = 'X-Editor-Token';
/** Asks the server for a refused save as an answer, not an HTTP error (server/http/actions.ts). */
const refusalHeader = 'X-Editor-Refusal-As-Answer';

const editorToken = () => document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

/** The entry as another tab or window saved it, sent with a refused save (tools/edit/server/files/entryVersion.ts). */
export interface Conflict {
  data: string | null;
  version: string;
}

/** A save the build's rules refuse: the server's line and each mistake at its field (or a newer version). */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly problems: readonly FieldProblem[] = [],
    readonly conflict?: Conflict,
  ) {
    super(message);
  }
}

interface Answer {
  error?: unknown;
  problems?: FieldProblem[];
  refused?: boolean;
  conflict?: unknown;
}

/** The newer version a refusal brought, if it is one (read back from the server: checked). */
function conflictOf(value: unknown): Conflict | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { data, version } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !(typeof data === 'string' || data === null)) return undefined;
  return { data, version };
}

/** The actions that change the project's files: after each, `afterChange`'s listeners ask again what depends on them. */
const changing: ReadonlySet<EditorAction> = new Set<EditorAction>([
  'saveEntry',
  'uploadPicture',
  'deleteFiles',
  'restoreVersion',
  'confirmTemplateValue',
  'replaceSitePicture',
  'backupServerChoose',
  'backupConfirm',
]);
const changeListeners = new Set<() => void>();

/** Calls `listener` after each answered request that may have changed the project's files; returns its removal. */
export function afterChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
const changed = () => {
  for (const listener of changeListeners) listener();
};

/** An action's parameters, left out where it takes none. */
type ParamsArgument<A extends EditorAction> = string extends keyof ParamsOf<A>
  ? [params?: ParamsOf<A>]
  : [params: ParamsOf<A>];

/**
 * Calls one action of the contract (protocol/actions.ts), its parameters and answer typed by it; a
 * refusal throws a `Refusal` with the server's German line (and its fields).
 */
export async function editorApi<A extends EditorAction>(
  action: A,
  ...[params]: ParamsArgument<A>
): Promise<AnswerOf<A>> {
  const response = await fetch(apiPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', [tokenHeader]: editorToken(), [refusalHeader]: '1' },
    body: JSON.stringify({ action, params: params ?? {} }),
  });
  const answer = (await response.json().catch(() => ({}))) as unknown;
  const fields = (answer ?? {}) as Answer;
  if (!response.ok || fields.refused === true) {
    const line = typeof fields.error === 'string' ? fields.error : `${response.status} ${response.statusText}`;
    throw new Refusal(line, fields.problems ?? [], conflictOf(fields.conflict));
  }
  if (changing.has(action)) changed();
  // The server answers each action with the contract's type (its handlers are typed by it).
  return answer as AnswerOf<A>;
}

/**
 * A POST of something other than an action (a backup file's bytes, the backup download) to one
 * of the editor's own routes, with this start's secret; a refusal throws its German line.
 */
export async function sendTo(url: string, body: BodyInit, type: string): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': type, [tokenHeader]: editorToken() },
    body,
  });
  if (response.ok) {
    changed();
    return response;
  }
  const answer = (await response.json().catch(() => ({}))) as Answer;
  throw new Refusal(typeof answer.error === 'string' ? answer.error : `${response.status} ${response.statusText}`);
}

/** The message of whatever was thrown. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
