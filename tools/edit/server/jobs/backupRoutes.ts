import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { OwnerError } from '#model/load/ownerError.ts';
import { megabytes } from '#model/megabytes.ts';
import { backupText } from '#tools/text/backup.ts';
import {
  backupFileName,
  maxBackupFileBytes,
  packBackupFile,
  readBackupFile,
} from '../../../deploy/backup/backupFile.ts';
import { projectVersion } from '../../../deploy/backup/backupOnce.ts';
import { collectWork, type WorkFile } from '../../../deploy/backup/collect.ts';
import { copyText, restoredText } from '../../../deploy/backup/copyText.ts';
import { historyFolder } from '../../../history/store.ts';
import { applyCopy, changesOf } from '../../../restore/applyCopy.ts';
import { targetChangesIn, targetQuestion } from '../../../restore/restoredTarget.ts';
import { backupFilePath, backupDownloadPath as downloadPath } from '../../protocol/routes.ts';
import { openTemplateValues } from '../fields/templateValues.ts';
import type { Handlers } from '../http/request.ts';
import { BodyTooLarge, discardRest, receiveBody } from '../http/requestBody.ts';
import { fetchChosen, serverForm, serverRestoreActions } from './serverRestore.ts';

type BackupAction =
  | 'backupState'
  | 'backupServerConnect'
  | 'backupServerStatus'
  | 'backupServerAnswerHostKey'
  | 'backupServerChoose'
  | 'backupConfirm';

/**
 * The server side of the editor's page „Sicherung“ (app/backup/BackupPage.tsx), behind the request guard:
 *  - POST `downloadPath`: the owner's work as one backup file (deploy/backup/backupFile.ts);
 *  - POST `backupFilePath` with the file's bytes: checked whole (size, names, checksums, only
 *    content/ and the history) before anything is written; over work of the owner's own it answers
 *    with a question and keeps the checked copy for `backupConfirm`; else it restores at once;
 *  - the actions `backupState` and `backupConfirm` on the editor's JSON API (server/http/actions.ts), and those
 *    of the restore from the server (serverRestore.ts), whose chosen copy (`backupServerChoose`)
 *    is restored as a file is.
 * A restore is `npm run restore`'s (restore/applyCopy.ts): what it replaces is kept and recorded in
 * the history, so that „Rückgängig“ under „Verlauf“ brings it back.
 */

/** Whether the project holds only the template's content: no history, and the template's example settings. */
export function onlyTemplate(root: string): boolean {
  if (existsSync(path.join(root, historyFolder, 'HEAD'))) return false;
  try {
    return openTemplateValues(root).length > 0;
  } catch {
    return false;
  }
}

/** A checked copy waiting for the owner's yes (one at a time). */
let waiting: { ticket: string; files: WorkFile[]; subject: string } | undefined;

async function restore(root: string, files: readonly WorkFile[], subject: string) {
  const { replaced, added } = changesOf(root, files);
  if (replaced.length === 0 && added.length === 0) return { done: backupText.restore.unchanged };
  const undoable = existsSync(path.join(root, historyFolder, 'HEAD')) && replaced.length > 0;
  await applyCopy(root, files, subject);
  const done = backupText.restore.done(subject, restoredText(files.map((file) => file.path)));
  return { done: undoable ? `${done} ${backupText.restore.undoable}` : done, undoable };
}

/**
 * A checked copy: restored, or kept for the question when the owner's own work would be replaced
 * or when it would send the publish to another server (restore/restoredTarget.ts).
 */
function restoreOrAsk(root: string, files: WorkFile[], subject: string) {
  const { replaced } = changesOf(root, files);
  const otherServer = targetQuestion(targetChangesIn(root, files));
  const ownWork = replaced.length > 0 && !onlyTemplate(root);
  if (!ownWork && !otherServer) return restore(root, files, subject);
  waiting = { ticket: randomBytes(16).toString('hex'), files, subject };
  // The owner counts their articles, pictures and texts; the history's inner files only when nothing else changes.
  const content = replaced.filter((file) => file.startsWith('content/')).length;
  const lines = [ownWork ? backupText.restore.confirmText(subject, content || replaced.length) : '', otherServer ?? ''];
  return { ask: lines.filter(Boolean).join(' '), ticket: waiting.ticket };
}

/** The file sent: checked whole, then restored or asked about. */
export async function restoreBackupFile(root: string, bytes: Buffer) {
  const copy = await readBackupFile(bytes, backupText.chosenFile);
  return restoreOrAsk(root, copy.files, copyText(copy.manifest));
}

/** The page's actions, as the contract names them (protocol/actions.ts). */
export const backupActions = (root: string): Handlers<BackupAction> => ({
  backupState: () => ({ onlyTemplate: onlyTemplate(root), fromServer: serverForm(root) }),
  ...serverRestoreActions(root),
  backupServerChoose: async ({ id }) => {
    let copy: Awaited<ReturnType<typeof fetchChosen>>;
    try {
      copy = await fetchChosen(id);
    } catch (error) {
      if (error instanceof OwnerError) return { refused: error.lines.join(' ') };
      throw error;
    }
    return restoreOrAsk(root, copy.files, copyText(copy.manifest));
  },
  backupConfirm: async ({ ticket }) => {
    const confirmed = waiting;
    waiting = undefined;
    if (!confirmed || ticket !== confirmed.ticket) throw new OwnerError([backupText.restore.expired]);
    return restore(root, confirmed.files, confirmed.subject);
  },
});

/** Whether a backup file is being received and checked: one at a time, a second is refused unread. */
let receiving = false;

/** Connect middleware for the two routes that carry a file. */
export function backupRoutes(root: string) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = (request.url ?? '').split('?')[0];
    if (request.method !== 'POST' || (url !== downloadPath && url !== backupFilePath)) return next();
    response.setHeader('Cache-Control', 'no-store');
    const failed = url === downloadPath ? backupText.download.failed : backupText.restore.failed;
    const json = (status: number, value: unknown) => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(value));
    };
    try {
      if (url === downloadPath) {
        request.resume();
        const now = new Date();
        const { bytes, manifest } = await packBackupFile(collectWork(root), projectVersion(root), now);
        response.setHeader('Content-Type', 'application/zip');
        response.setHeader('Content-Disposition', `attachment; filename="${backupFileName(now)}"`);
        response.setHeader('X-Backup-Summary', encodeURIComponent(copyText(manifest)));
        response.end(bytes);
        return;
      }
      if (receiving) {
        json(409, { error: `${failed} ${backupText.restore.busyElsewhere}` });
        discardRest(request);
        return;
      }
      receiving = true;
      try {
        json(
          200,
          await receiveBody(request, maxBackupFileBytes, async (file) => restoreBackupFile(root, await readFile(file))),
        );
      } finally {
        receiving = false;
      }
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        json(413, { error: backupText.tooLarge(megabytes(maxBackupFileBytes)) });
        discardRest(request);
      } else if (error instanceof OwnerError) {
        json(422, { error: `${failed} ${error.lines.join(' ')}` });
      } else {
        console.error(error);
        json(500, { error: `${failed} ${error instanceof Error ? error.message : String(error)}` });
      }
    }
  };
}
