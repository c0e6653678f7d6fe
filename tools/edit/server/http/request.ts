import type { z } from 'zod';
import { OwnerError } from '#model/load/ownerError.ts';
import { editorText } from '#tools/text/editor.ts';
import {
  type AnswerOf,
  type CheckedParams,
  type EditorAction,
  editorActions,
  isEditorAction,
} from '../../protocol/actions.ts';

/**
 * Every request checked against the contract (protocol/actions.ts) before any action runs: an
 * action the contract does not name, or a parameter missing or of another kind than it says, is
 * refused with one German line (400) and nothing is read or changed. A page of the editor never
 * sends such a request; a script that does learns nothing from the answer.
 */

/** A request outside the contract. */
export class RequestRefused extends OwnerError {}

/** The handler of each action, taking the checked parameters and giving the contract's answer. */
export type Handlers<A extends EditorAction> = {
  [K in A]: (params: CheckedParams<K>) => AnswerOf<K> | Promise<AnswerOf<K>>;
};

/** The refusal of a parameter: named by where it went wrong (`dataFiles.1.raw`), or all of them. */
function wrongParameter(action: string, issue: z.core.$ZodIssue | undefined) {
  const field = issue?.path.map(String).join('.');
  return field ? editorText.request.wrongField(action, field) : editorText.request.wrongParams(action);
}

/** The action and its checked parameters; a request outside the contract throws `RequestRefused`. */
export function checkedRequest(action: string, params: unknown): { action: EditorAction; params: unknown } {
  if (!isEditorAction(action)) throw new RequestRefused([editorText.request.unknown(action)]);
  const checked = editorActions[action].safeParse(params);
  if (!checked.success) throw new RequestRefused([wrongParameter(action, checked.error.issues[0])]);
  return { action, params: checked.data };
}

/** Runs the handler of a checked request. */
export function run<A extends EditorAction>(handlers: Handlers<A>, action: A, params: unknown) {
  // The parameters were checked against this very action's schema (checkedRequest).
  return handlers[action](params as CheckedParams<A>);
}
