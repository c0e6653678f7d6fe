import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { backupText } from '#tools/text/backup.ts';
import { afterChange, editorApi } from '../api.ts';
import { pageHref } from '../route.ts';
import { colors } from '../ui/tokens.ts';

/**
 * Above the editor's screens while the project holds only the template's content
 * (server/jobs/backupRoutes.ts, `onlyTemplate`): the way to the owner's backup, before anything is
 * typed over the template. Asked again after every change of the project's files and on every
 * screen, so it goes once a save or a restore made the project the owner's own.
 */

const Notice = styled.p({
  margin: 0,
  padding: '0.6rem 1rem',
  background: colors.note,
  color: '#3d2a00',
  borderBottom: '2px solid #b36b00',
  a: { color: colors.accentDark, fontWeight: 600 },
});

export function FreshNotice() {
  const [isFresh, setFresh] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    // Only a clear answer shows the notice: without one the screens stay as they are.
    const ask = () =>
      editorApi('backupState').then(
        (state) => isCurrent && setFresh(state.onlyTemplate),
        () => isCurrent && setFresh(false),
      );
    void ask();
    const stop = afterChange(() => void ask());
    window.addEventListener('hashchange', ask);
    return () => {
      isCurrent = false;
      stop();
      window.removeEventListener('hashchange', ask);
    };
  }, []);
  if (!isFresh) return null;
  return (
    <Notice>
      {backupText.fresh.text} <a href={pageHref('sicherung')}>{backupText.fresh.link}</a>
    </Notice>
  );
}
