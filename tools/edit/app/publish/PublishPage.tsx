import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { screenText } from '#tools/edit/text/screens.ts';
import { publishText as text } from '#tools/text/publish.ts';
import type { OpenItem, PublishState } from '../../protocol/answers.ts';
import { editorApi, messageOf } from '../api.ts';
import { Button, Card, Heading, Main, Note } from '../ui/elements.tsx';
import { Input } from '../ui/FieldFrame.tsx';
import { HostKeyQuestion } from '../ui/HostKeyQuestion.tsx';
import { colors } from '../ui/tokens.ts';
import { JobStatus } from './JobStatus.tsx';
import { LaunchItems } from './LaunchItems.tsx';
import { lastPublished } from './publishState.ts';
import { TestEnquiry } from './TestEnquiry.tsx';

/**
 * „Website veröffentlichen“: the launch check's open items, each linking to its field, and the notes
 * of texts not translated yet, which do not block (tools/check-launch/blocking.ts); then one
 * button that runs the same deploy as `npm run deploy` on the editor's server
 * (tools/edit/server/jobs/publishActions.ts), with its progress, the question about the server's key and the
 * host check's result; then the test enquiry. Words: tools/text/publish.ts.
 */

const GoesTo = styled.p({ margin: '0.5rem 0 0', fontWeight: 600, overflowWrap: 'anywhere' });
const Log = styled.ol({
  margin: 0,
  font: '0.85rem/1.45 ui-monospace, Menlo, Consolas, monospace',
  background: '#f6f6f8',
  padding: '0.75rem 0.75rem 0.75rem 2.25rem',
  borderRadius: 6,
  maxHeight: '24rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
const Hint = styled.small({ color: colors.muted });
const Secret = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.3rem',
  margin: '0 0 1rem',
  input: { maxWidth: '100%' },
});

export function PublishPage() {
  const passwordId = useId();
  const [check, setCheck] = useState<{ items: OpenItem[]; notes: OpenItem[] }>();
  const items = check?.items;
  const [state, setState] = useState<PublishState>();
  const [problem, setProblem] = useState<string>();
  const password = useRef<HTMLInputElement>(null);
  const keep = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);

  const loadItems = useCallback(async () => {
    try {
      setCheck(await editorApi('launchItems'));
    } catch (error) {
      setProblem(messageOf(error));
    }
  }, []);
  // Every action of this page answers with the page's state.
  const act = useCallback(async (ask: () => Promise<PublishState>) => {
    try {
      setState(await ask());
    } catch (error) {
      setProblem(messageOf(error));
    }
  }, []);
  useEffect(() => {
    void loadItems();
    void act(() => editorApi('publishState'));
  }, [loadItems, act]);
  // While a run goes on, its state is asked again every 400 ms.
  useEffect(() => {
    if (!state?.job?.running) return;
    const timer = setTimeout(() => void act(() => editorApi('publishStatus')), 400);
    return () => clearTimeout(timer);
  }, [state, act]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new line of the log scrolls it to its end
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [state?.job?.lines]);

  const start = () => {
    const typed = password.current?.value ?? '';
    if (password.current) password.current.value = '';
    void act(() => editorApi('publishStart', typed ? { secret: typed, keep: keep.current?.checked === true } : {}));
  };
  const job = state?.job ?? null;
  const lines = (job?.lines ?? []).filter((line) => line.trim() !== '');
  const target = state?.target;
  return (
    <Main>
      <Heading>{text.title}</Heading>
      <p>{text.intro}</p>
      {problem && <Note role="alert">{problem}</Note>}
      {state && <p>{lastPublished(state.last, text)}</p>}
      {check ? (
        <LaunchItems
          items={check.items}
          notes={check.notes}
          onRecheck={() => void loadItems().then(() => act(() => editorApi('publishState')))}
        />
      ) : (
        <Note role="status">{screenText.loading}</Note>
      )}
      {state && (
        <Card aria-labelledby="veroeffentlichen">
          <h2 id="veroeffentlichen">{target ? text.publishTitle : text.noTarget.title}</h2>
          {!target && (
            <>
              <p>{text.noTarget.text}</p>
              <ul>
                {text.noTarget.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
              <p>{text.noTarget.after}</p>
            </>
          )}
          {target?.asks && (
            <Secret>
              {job?.loginRefused && !job.running && <strong>{text.secretRefused}</strong>}
              <label htmlFor={passwordId}>{text.secret[target.asks]}</label>
              <Input
                ref={password}
                id={passwordId}
                type="password"
                autoComplete="off"
                aria-describedby={`${passwordId}-hilfe`}
              />
              <Hint id={`${passwordId}-hilfe`}>{job?.loginRefused ? text.secretAgainHint : text.secretHint}</Hint>
              <label>
                <input ref={keep} type="checkbox" /> {text.secretKeep}
              </label>
            </Secret>
          )}
          <Button
            type="button"
            isPrimary
            disabled={job?.running === true || (items?.length ?? 1) > 0}
            aria-describedby="ziel"
            onClick={start}
          >
            {target ? text.button : text.noTarget.button}
          </Button>
          <GoesTo id="ziel">{target ? text.targetNow(target.server, target.user, target.folder) : ''}</GoesTo>
          {(items?.length ?? 0) > 0 && <Note>{text.blocked}</Note>}
          <JobStatus job={job} refused={state.refused} />
          {job?.question && (
            <HostKeyQuestion
              server={job.question.server}
              fingerprint={job.question.fingerprint}
              onAnswer={(trust) => void act(() => editorApi('publishAnswerHostKey', { trust }))}
            />
          )}
          {lines.length > 0 && (
            <>
              <h3 id="protokoll">{text.log}</h3>
              <Log ref={log} aria-labelledby="protokoll">
                {lines.map((line, index) => (
                  // The log only grows: a line's position is its identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines repeat, their order does not change
                  <li key={index}>{line}</li>
                ))}
              </Log>
            </>
          )}
        </Card>
      )}
      <TestEnquiry />
    </Main>
  );
}
