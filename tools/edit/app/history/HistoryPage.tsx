import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { screenText } from '#tools/edit/text/screens.ts';
import { editorText } from '#tools/text/editor.ts';
import type { Change } from '../../protocol/answers.ts';
import { editorApi, messageOf } from '../api.ts';
import { Message, type Outcome } from '../Message.tsx';
import { Actions, Button, Heading, ListRow, Main, Note } from '../ui/elements.tsx';
import { TargetQuestion } from '../ui/TargetQuestion.tsx';

/**
 * „Verlauf“: every change made through the editor, newest first, each with „Wiederherstellen“ (the
 * version it wrote) and, but for a deletion (whose „Wiederherstellen“ is its undo), „Rückgängig“
 * (the files as they were before it). The server keeps the history (tools/history/); the
 * outcome of the last click is one message, success or refusal, never both, and it takes the
 * focus: the clicked button moves down the list with its entry once the new one is above it.
 */

const words = editorText.history;

const List = styled.ol({ listStyle: 'none', padding: 0, margin: '1rem 0', display: 'grid', gap: '0.5rem' });
const Text = styled.span({ flex: '1 1 18rem', minWidth: 0, overflowWrap: 'anywhere' });

export function HistoryPage() {
  const [changes, setChanges] = useState<Change[]>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState<string>();
  const load = useCallback(async () => {
    try {
      setChanges(await editorApi('history'));
    } catch (error) {
      setOutcome({ kind: 'refusal', text: `${words.loadFailed} ${messageOf(error)}` });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  // A stand that would send the publish to another server waits for the owner's answer.
  const [question, setQuestion] = useState<{ change: Change; undo: boolean; text: string }>();
  const restore = async (change: Change, undo: boolean, confirmTarget = false) => {
    setOutcome(undefined);
    setQuestion(undefined);
    setBusy(`${change.id}-${undo}`);
    try {
      const answer = await editorApi('restoreVersion', {
        id: change.id,
        undo,
        confirmTarget,
      });
      if (answer.ask) setQuestion({ change, undo, text: answer.ask });
      else setOutcome({ kind: 'success', text: answer.text ?? '' });
    } catch (error) {
      setOutcome({ kind: 'refusal', text: messageOf(error) });
    }
    // The buttons stay off until the list shows the new state: no click lands on an old entry.
    await load();
    setBusy(undefined);
  };

  return (
    <Main>
      <Heading>{words.label}</Heading>
      <p>{words.intro}</p>
      <Note>{words.settingsNote}</Note>
      <Message outcome={outcome} takeFocus />
      {question && (
        <TargetQuestion
          text={question.text}
          onAnswer={(take) => (take ? void restore(question.change, question.undo, true) : setQuestion(undefined))}
        />
      )}
      {changes === undefined ? (
        <Note role="status">{screenText.loading}</Note>
      ) : (
        <List>
          {changes.length === 0 && <ListRow>{words.empty}</ListRow>}
          {changes.map((change) => (
            <ListRow key={change.id}>
              <Text id={`aenderung-${change.id}`}>{change.text}</Text>
              <Actions>
                <Button
                  type="button"
                  aria-describedby={`aenderung-${change.id}`}
                  disabled={busy !== undefined}
                  onClick={() => restore(change, false)}
                >
                  {busy === `${change.id}-false` ? words.restoring : words.restore}
                </Button>
                {change.kind !== 'delete' && (
                  <Button
                    type="button"
                    aria-describedby={`aenderung-${change.id}`}
                    disabled={busy !== undefined}
                    onClick={() => restore(change, true)}
                  >
                    {busy === `${change.id}-true` ? words.undoing : words.undo}
                  </Button>
                )}
              </Actions>
            </ListRow>
          ))}
        </List>
      )}
    </Main>
  );
}
