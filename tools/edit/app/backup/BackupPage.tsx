import { useEffect, useState } from 'react';
import { backupText as text } from '#tools/text/backup.ts';
import type { ServerForm } from '../../protocol/answers.ts';
import { editorApi } from '../api.ts';
import { Heading, Main } from '../ui/elements.tsx';
import { DownloadPart } from './DownloadPart.tsx';
import { FileRestorePart } from './FileRestorePart.tsx';
import { ServerRestorePart } from './ServerRestorePart.tsx';

/**
 * „Sicherung“: the owner's work as one file to take home, and getting it back from such a file or
 * from the server, with a question first where work of the owner's own would be replaced. The
 * server checks and restores (tools/edit/server/jobs/backupRoutes.ts, serverRestore.ts). A project that holds
 * only the template's content shows the ways back first, the server's (where every publish left a
 * copy) before the file's.
 */
export function BackupPage() {
  const [state, setState] = useState<{ onlyTemplate: boolean; fromServer: ServerForm }>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    editorApi('backupState').then(setState, () => setFailed(true));
  }, []);
  return (
    <Main>
      <Heading>{text.navLink}</Heading>
      <p>{text.intro}</p>
      {failed && (
        <>
          <DownloadPart />
          <FileRestorePart />
        </>
      )}
      {state &&
        (state.onlyTemplate ? (
          <>
            <ServerRestorePart form={state.fromServer} />
            <FileRestorePart />
            <DownloadPart />
          </>
        ) : (
          <>
            <DownloadPart />
            <FileRestorePart />
            <ServerRestorePart form={state.fromServer} />
          </>
        ))}
    </Main>
  );
}
