import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { AnswerOf } from '../../protocol/actions.ts';
import { editorApi } from '../api.ts';

/**
 * Whether an entry's last change is online: „Online“, or „Gespeichert – noch nicht online“ after a
 * save since the last publish (publishActions.ts `entryStatus`). Asked again when `version` changes.
 */

const Pill = styled.span<{ isOnline: boolean }>(({ isOnline }) => ({
  display: 'inline-block',
  padding: '0.15rem 0.75rem',
  borderRadius: 999,
  fontWeight: 600,
  fontSize: '0.9rem',
  background: isOnline ? '#dff3e4' : '#fff3d6',
  color: isOnline ? '#1d4d2a' : '#5c3d00',
}));

export function EntryStatus({ collection, entry, version }: { collection: string; entry: string; version: unknown }) {
  const [status, setStatus] = useState<AnswerOf<'entryStatus'>>({ status: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes after each save, which is when to ask again
  useEffect(() => {
    editorApi('entryStatus', { collection, entry }).then(setStatus, () => setStatus({ status: null }));
  }, [collection, entry, version]);
  if (!status.status) return null;
  return <Pill isOnline={status.status === 'online'}>{status.text}</Pill>;
}
