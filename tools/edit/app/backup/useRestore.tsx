import { useEffect, useId, useRef, useState } from 'react';
import { backupText as text } from '#tools/text/backup.ts';
import type { RestoreAnswer } from '../../protocol/answers.ts';
import { editorApi, messageOf } from '../api.ts';
import type { Outcome } from '../Message.tsx';
import { Actions, Button, QuestionBox } from '../ui/elements.tsx';

/**
 * What the ways back share (a file, the server): running a restore, and the question
 * „Ihre jetzigen Inhalte werden ersetzt“ before the owner's own work is replaced (yes:
 * `backupConfirm`, whose answer is shown the same way). One outcome at a time.
 */

export function useRestore(finished: () => void = () => undefined) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<{ line: string; ticket: string }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question is focused when it appears
  useEffect(() => box.current?.focus(), [asked]);

  const show = (answer: RestoreAnswer) => {
    if (answer.refused) {
      setAsked(undefined);
      return setOutcome({ kind: 'refusal', text: `${text.restore.failed} ${answer.refused}` });
    }
    setAsked(answer.ask && answer.ticket ? { line: answer.ask, ticket: answer.ticket } : undefined);
    if (answer.ask) return;
    finished();
    setOutcome({ kind: 'success', text: answer.done ?? '' });
  };
  /**
   * Runs one step; `working` is said meanwhile, and `failed` starts a refusal's line (the server's
   * line names what failed).
   */
  const run = async (job: () => Promise<RestoreAnswer>, working = '', failed: string = text.restore.failed) => {
    setBusy(true);
    setOutcome(working ? { kind: 'success', text: working } : undefined);
    try {
      show(await job());
    } catch (error) {
      setAsked(undefined);
      setOutcome({ kind: 'refusal', text: [failed, messageOf(error)].filter(Boolean).join(' ') });
    } finally {
      setBusy(false);
    }
  };

  const question = asked && (
    <QuestionBox
      ref={box}
      role="alertdialog"
      tabIndex={-1}
      aria-labelledby={`${id}-frage`}
      aria-describedby={`${id}-text`}
    >
      <h3 id={`${id}-frage`}>{text.restore.confirmTitle}</h3>
      <p id={`${id}-text`}>{asked.line}</p>
      <Actions>
        <Button
          type="button"
          isPrimary
          disabled={busy}
          onClick={() => void run(() => editorApi('backupConfirm', { ticket: asked.ticket }))}
        >
          {text.restore.confirm}
        </Button>
        <Button
          type="button"
          disabled={busy}
          onClick={() => {
            setAsked(undefined);
            setOutcome({ kind: 'success', text: text.restore.cancelled });
          }}
        >
          {text.restore.cancel}
        </Button>
      </Actions>
    </QuestionBox>
  );
  return { outcome, setOutcome, busy, run, question };
}
