import { targetText } from '#tools/text/target.ts';
import type { HostKeyQuestion } from '../../../deploy/reporter.ts';

/**
 * The question about a server's key, asked on an editor page: the running job shows it in its state
 * (`question`, which the page polls) and waits until the owner's answer comes in with another request.
 * Used by the publish (publishJob.ts) and the restore from the server (serverRestore.ts).
 * A question nobody answers counts as a no after a few minutes, so that a page closed while it
 * waited does not keep every later publish or restore from starting.
 */

/** How long a question waits: a few minutes, or what EDITOR_QUESTION_SECONDS says (the tests' short wait). */
export function questionLimit(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.EDITOR_QUESTION_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 5 * 60_000;
}

export function hostKeyAsker(
  state: { question?: HostKeyQuestion | undefined },
  /** Told in one German line when the question expired unanswered. */
  onExpired: (line: string) => void = () => undefined,
  limit = questionLimit(),
) {
  let answer: ((trust: boolean) => void) | undefined;
  let expired = false;
  return {
    ask: (question: HostKeyQuestion) =>
      new Promise<boolean>((resolve) => {
        state.question = question;
        const timer = setTimeout(() => {
          expired = true;
          onExpired(targetText.questionExpired);
          answer?.(false);
        }, limit);
        answer = (trust) => {
          clearTimeout(timer);
          state.question = undefined;
          answer = undefined;
          resolve(trust);
        };
      }),
    /** The owner's answer; false when nothing was asked (or the question expired). */
    answer(trust: boolean): boolean {
      if (!answer) return false;
      answer(trust);
      return true;
    },
    /** Whether the last question expired unanswered. */
    get expired() {
      return expired;
    },
  };
}
