import type { HostKeyQuestion } from '../deploy/reporter.ts';

/**
 * The question about a server's key, asked on an editor page: the running job shows it in its state
 * (`question`, which the page polls) and waits until the owner's answer comes in with another request.
 * Used by the publish (publishJob.ts) and the restore from the server (serverRestore.ts).
 */
export function hostKeyAsker(state: { question?: HostKeyQuestion | undefined }) {
  let answer: ((trust: boolean) => void) | undefined;
  return {
    ask: (question: HostKeyQuestion) =>
      new Promise<boolean>((resolve) => {
        state.question = question;
        answer = (trust) => {
          state.question = undefined;
          answer = undefined;
          resolve(trust);
        };
      }),
    /** The owner's answer; false when nothing was asked. */
    answer(trust: boolean): boolean {
      if (!answer) return false;
      answer(trust);
      return true;
    },
  };
}
