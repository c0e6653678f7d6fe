import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { protocolLabels } from '#tools/edit/text/options.ts';
import { backupText } from '#tools/text/backup.ts';
import type { ServerForm, ServerRestoreState } from '../../protocol/answers.ts';
import { editorApi } from '../api.ts';
import { Message } from '../Message.tsx';
import { Button, Card } from '../ui/elements.tsx';
import { FieldFrame, hintId, Input, Select } from '../ui/FieldFrame.tsx';
import { HostKeyQuestion } from '../ui/HostKeyQuestion.tsx';
import { colors, narrow } from '../ui/tokens.ts';
import { useRestore } from './useRestore.tsx';

/**
 * „Sicherung vom Server zurückholen“: the server's access data as for the publish (filled in from
 * the settings where they name a server), the password for this one connection, the question about
 * the server's key on the first connection (as on the publish screen), the copies by date, and the
 * restore of the chosen one with the same question over the owner's own work as for a file. The
 * server side: tools/edit/server/jobs/serverRestore.ts.
 */

const text = backupText.server;
type FieldName = keyof typeof text.fields;
type TypedField = Exclude<FieldName, 'protocol'>;
const typedFields = ['host', 'port', 'user', 'folder', 'backupFolder'] as const satisfies readonly TypedField[];

const Fields = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: '0 1.25rem',
  margin: '0.75rem 0',
  [narrow]: { gridTemplateColumns: '1fr' },
});
const Copies = styled.fieldset({
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  margin: '1rem 0 0.75rem',
  padding: '0.5rem 1rem 0.75rem',
  legend: { fontWeight: 600, padding: '0 0.25rem' },
});
const Copy = styled.label({
  display: 'flex',
  gap: '0.6rem',
  alignItems: 'baseline',
  padding: '0.35rem 0',
  cursor: 'pointer',
});

export function ServerRestorePart({ form }: { form: ServerForm }) {
  const id = useId();
  const [values, setValues] = useState<Record<FieldName, string>>(form.server);
  const [secret, setSecret] = useState('');
  const [state, setState] = useState<ServerRestoreState | null>(form.job);
  const [chosen, setChosen] = useState('');
  const restore = useRestore();
  const { outcome, setOutcome, run, question } = restore;
  const polling = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = (next: ServerRestoreState | null) => {
    clearTimeout(polling.current);
    setState(next);
    if (!next) return;
    if (next.running) {
      setOutcome(next.question ? undefined : { kind: 'success', text: text.connecting });
      polling.current = setTimeout(() => void editorApi('backupServerStatus').then(show, failed), 400);
      return;
    }
    setChosen(next.copies?.[0]?.id ?? '');
    setOutcome(next.refused ? { kind: 'refusal', text: next.refused } : undefined);
  };
  const failed = (error: unknown) => {
    setState(null);
    setOutcome({ kind: 'refusal', text: `${text.failed} ${error instanceof Error ? error.message : String(error)}` });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a running job is followed once, from the start
  useEffect(() => {
    show(form.job);
    return () => clearTimeout(polling.current);
  }, []);

  const connect = () => {
    const typed = secret;
    setSecret('');
    setState({ running: true });
    setOutcome({ kind: 'success', text: text.connecting });
    editorApi('backupServerConnect', { ...values, ...(typed ? { secret: typed } : {}) }).then(show, failed);
  };
  const choose = () => {
    setState(null);
    void run(() => editorApi('backupServerChoose', { id: chosen }), text.fetching, '');
  };
  const set = (name: FieldName, value: string) => setValues((old) => ({ ...old, [name]: value }));
  const hints: Partial<Record<FieldName, string>> = text.hints;
  const running = state?.running === true || restore.busy;
  // Another server than the saved one never gets the stored password: its own is asked for.
  const saved = form.saved;
  const otherServer =
    !saved || (['protocol', 'host', 'port', 'user'] as const).some((name) => values[name].trim() !== saved[name]);
  const asks = otherServer ? (form.otherAsks[values.protocol] ?? null) : form.asks;

  return (
    <Card aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>{text.title}</h2>
      <p>{text.text}</p>
      <Fields>
        <FieldFrame id={`${id}-protocol`} label={text.fields.protocol}>
          <Select
            id={`${id}-protocol`}
            value={values.protocol}
            onChange={(event) => {
              const protocol = event.target.value;
              // The port follows the protocol as long as it is the other protocol's usual one.
              const port = Object.values(form.ports).includes(values.port) ? (form.ports[protocol] ?? '') : values.port;
              setValues((old) => ({ ...old, protocol, port }));
            }}
          >
            {Object.keys(form.ports).map((name) => (
              <option key={name} value={name}>
                {/* The way of uploading by its written name („SFTP“); the value stays. */}
                {(protocolLabels as Record<string, string | undefined>)[name] ?? name}
              </option>
            ))}
          </Select>
        </FieldFrame>
        {typedFields.map((name) => (
          <FieldFrame key={name} id={`${id}-${name}`} label={text.fields[name]} hint={hints[name]}>
            <Input
              id={`${id}-${name}`}
              type="text"
              value={values[name]}
              autoComplete="off"
              spellCheck={false}
              inputMode={name === 'port' ? 'numeric' : undefined}
              aria-describedby={hints[name] ? hintId(`${id}-${name}`) : undefined}
              onChange={(event) => set(name, event.target.value)}
            />
          </FieldFrame>
        ))}
        {asks && (
          <FieldFrame
            id={`${id}-secret`}
            label={text.secret[asks]}
            hint={otherServer && saved && asks === 'DEPLOY_PASSWORD' ? text.otherServerHint : text.secretHint}
          >
            <Input
              id={`${id}-secret`}
              type="password"
              value={secret}
              autoComplete="off"
              aria-describedby={hintId(`${id}-secret`)}
              onChange={(event) => setSecret(event.target.value)}
            />
          </FieldFrame>
        )}
      </Fields>
      <Button type="button" isPrimary disabled={running} onClick={connect}>
        {text.connect}
      </Button>
      {state?.question && (
        <HostKeyQuestion
          server={state.question.server}
          fingerprint={state.question.fingerprint}
          onAnswer={(trust) => {
            setState({ running: true });
            editorApi('backupServerAnswerHostKey', { trust }).then(show, failed);
          }}
        />
      )}
      {!state?.running && state?.copies && state.copies.length > 0 && (
        <>
          <Copies>
            <legend>{text.listTitle}</legend>
            {state.copies.map((copy) => (
              <Copy key={copy.id}>
                <input
                  type="radio"
                  name={`${id}-kopie`}
                  value={copy.id}
                  checked={chosen === copy.id}
                  onChange={() => setChosen(copy.id)}
                />
                {copy.text}
              </Copy>
            ))}
          </Copies>
          <Button type="button" isPrimary disabled={running} onClick={choose}>
            {text.choose}
          </Button>
        </>
      )}
      {question}
      <Message outcome={outcome} />
    </Card>
  );
}
