import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { backupText as text } from '#model/copy/backupText';
import { ownEditorText } from '#model/copy/ownEditorText';
import { backupDownloadPath, backupFilePath } from '../../backupPaths';
import { editorApi, messageOf, sendTo } from '../api';
import { Message, type Outcome } from '../Message';
import { Actions, Button, Card, Heading, Main, Note } from '../ui/elements';
import { FieldFrame } from '../ui/FieldFrame';
import { FileButton } from '../ui/FileButton';

/**
 * „Sicherung“: the owner's work as one file to take home, and getting it back from such a file,
 * with a question first where work of the owner's own would be replaced. The server checks and
 * restores (tools/edit/backupRoutes.ts). A project that holds only the template's content shows
 * the way back first.
 */

interface Answer {
  done?: string;
  ask?: string;
  ticket?: string;
}

const Question = styled.div({
  border: '2px solid #b36b00',
  background: '#fff8eb',
  borderRadius: 6,
  padding: '0.75rem 1rem',
  margin: '1rem 0',
});

function DownloadPart() {
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const response = await sendTo(backupDownloadPath, '{}', 'application/json');
      const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? '';
      const link = Object.assign(document.createElement('a'), {
        href: URL.createObjectURL(await response.blob()),
        download: name,
      });
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
      setOutcome({
        kind: 'success',
        text: text.download.done(decodeURIComponent(response.headers.get('X-Backup-Summary') ?? '')),
      });
    } catch (error) {
      setOutcome({ kind: 'refusal', text: `${text.download.failed} ${messageOf(error)}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="sicherung-herunterladen">
      <h2 id="sicherung-herunterladen">{text.download.title}</h2>
      <p>{text.download.text}</p>
      <Button type="button" isPrimary disabled={busy} onClick={download}>
        {busy ? text.download.busy : text.download.button}
      </Button>
      <Message outcome={outcome} />
    </Card>
  );
}

function RestorePart() {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<{ line: string; ticket: string }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question is focused when it appears
  useEffect(() => question.current?.focus(), [asked]);

  const finish = (answer: Answer) => {
    setAsked(answer.ask && answer.ticket ? { line: answer.ask, ticket: answer.ticket } : undefined);
    if (answer.ask) return;
    if (file.current) file.current.value = '';
    setOutcome({ kind: 'success', text: answer.done ?? '' });
  };
  const run = async (job: () => Promise<Answer>) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      finish(await job());
    } catch (error) {
      setAsked(undefined);
      setOutcome({ kind: 'refusal', text: `${text.restore.failed} ${messageOf(error)}` });
    } finally {
      setBusy(false);
    }
  };
  const restore = () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return setOutcome({ kind: 'refusal', text: text.restore.noFile });
    void run(async () => (await (await sendTo(backupFilePath, chosen, 'application/octet-stream')).json()) as Answer);
  };
  return (
    <Card aria-labelledby="sicherung-zurueckholen">
      <h2 id="sicherung-zurueckholen">{text.restore.title}</h2>
      <p>{text.restore.text}</p>
      <FieldFrame id={id} label={text.restore.fileLabel} isGroupLabel>
        <FileButton
          id={id}
          inputRef={file}
          name={text.restore.fileLabel}
          label={ownEditorText.image.chooseFile}
          nothingChosen={ownEditorText.image.noFile}
          accept=".zip,application/zip"
          onChoose={() => undefined}
        />
      </FieldFrame>
      <Button type="button" isPrimary disabled={busy} onClick={restore}>
        {busy ? text.restore.busy : text.restore.button}
      </Button>
      {asked && (
        <Question
          ref={question}
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
              onClick={() => void run(() => editorApi<Answer>('backupConfirm', { ticket: asked.ticket }))}
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
        </Question>
      )}
      <Message outcome={outcome} />
      <Note>{text.restore.serverNote}</Note>
    </Card>
  );
}

export function BackupPage() {
  const [onlyTemplate, setOnlyTemplate] = useState<boolean>();
  useEffect(() => {
    editorApi<{ onlyTemplate: boolean }>('backupState').then(
      (state) => setOnlyTemplate(state.onlyTemplate),
      () => setOnlyTemplate(false),
    );
  }, []);
  return (
    <Main>
      <Heading>{text.navLink}</Heading>
      <p>{text.intro}</p>
      {onlyTemplate ? (
        <>
          <RestorePart />
          <DownloadPart />
        </>
      ) : (
        <>
          <DownloadPart />
          <RestorePart />
        </>
      )}
    </Main>
  );
}
