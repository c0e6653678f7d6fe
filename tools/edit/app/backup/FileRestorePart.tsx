import { useId, useRef } from 'react';
import { screenText } from '#tools/edit/text/screens.ts';
import { backupText as text } from '#tools/text/backup.ts';
import type { RestoreAnswer } from '../../protocol/answers.ts';
import { backupFilePath } from '../../protocol/routes.ts';
import { sendTo } from '../api.ts';
import { Message } from '../Message.tsx';
import { Button, Card } from '../ui/elements.tsx';
import { FieldFrame } from '../ui/FieldFrame.tsx';
import { FileButton } from '../ui/FileButton.tsx';
import { useRestore } from './useRestore.tsx';

/** „Sicherung zurückholen“ from a backup file (the server checks it: backupRoutes.ts). */
export function FileRestorePart() {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const { outcome, setOutcome, busy, run, question } = useRestore(() => {
    if (file.current) file.current.value = '';
  });
  const restore = () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return setOutcome({ kind: 'refusal', text: text.restore.noFile });
    void run(
      async () => (await (await sendTo(backupFilePath, chosen, 'application/octet-stream')).json()) as RestoreAnswer,
      text.restore.busy,
      // The server's refusal starts with „Nicht zurückgeholt:“ itself.
      '',
    );
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
          label={screenText.picture.chooseFile}
          nothingChosen={screenText.picture.noFile}
          accept=".zip,application/zip"
          onChoose={() => undefined}
        />
      </FieldFrame>
      <Button type="button" isPrimary disabled={busy} onClick={restore}>
        {text.restore.button}
      </Button>
      {question}
      <Message outcome={outcome} />
    </Card>
  );
}
