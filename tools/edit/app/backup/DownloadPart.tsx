import { useState } from 'react';
import { backupText as text } from '#tools/text/backup.ts';
import { backupDownloadPath } from '../../protocol/routes.ts';
import { messageOf, sendTo } from '../api.ts';
import { Message, type Outcome } from '../Message.tsx';
import { Button, Card } from '../ui/elements.tsx';

/** „Sicherung herunterladen“: the owner's work as one file to take home (backupRoutes.ts packs it). */
export function DownloadPart() {
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
