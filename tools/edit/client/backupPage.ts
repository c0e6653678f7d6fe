// The editor's page „Sicherung“ (/admin/sicherung/): the owner's work as one file to take home
// („Sicherung herunterladen“), and getting it back from such a file or from the server
// (serverRestorePart.ts), with a question first where work of the owner's own would be replaced.
// The server checks and restores (tools/edit/backupRoutes.ts, serverRestore.ts).
import { backupText as text } from '#model/copy/backupText';
import { backupDownloadPath as downloadPath, backupFilePath as filePath } from '../backupPaths';
import { editorApi, editorToken, tokenHeader } from './api';
import { lines, onClick, part, type RestoreAnswer, showAnswer } from './backupParts';
import { el } from './dom';
import { type ServerForm, serverRestorePart } from './serverRestorePart';

const main = document.getElementById('editor-page') as HTMLElement;

/** A POST with this start's secret; a refusal throws its German line. */
async function send(url: string, body: BodyInit, type: string): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': type, [tokenHeader]: editorToken() },
    body,
  });
  if (response.ok) return response;
  const answer = (await response.json().catch(() => ({}))) as RestoreAnswer;
  throw new Error(answer.error ?? `${response.status} ${response.statusText}`);
}

function downloadPart() {
  const { status, problem, say } = lines();
  const button = el('button', { type: 'button', class: 'primary' }, text.download.button);
  onClick(button, say, text.download.busy, '', async () => {
    const response = await send(downloadPath, '{}', 'application/json');
    const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? '';
    const link = el('a', { href: URL.createObjectURL(await response.blob()), download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    say(text.download.done(decodeURIComponent(response.headers.get('X-Backup-Summary') ?? '')));
  });
  return part('download-title', text.download.title, text.download.text, button, status, problem);
}

function restorePart() {
  const { status, problem, say } = lines();
  const file = el('input', { type: 'file', id: 'backup-file', accept: '.zip,application/zip' });
  const button = el('button', { type: 'button', class: 'primary' }, text.restore.button);
  const question = el('div');
  const finished = () => {
    file.value = '';
  };
  onClick(button, say, text.restore.busy, '', async () => {
    const chosen = file.files?.[0];
    question.replaceChildren();
    if (!chosen) return say('', text.restore.noFile);
    const answer = (await (await send(filePath, chosen, 'application/octet-stream')).json()) as RestoreAnswer;
    showAnswer(question, say, answer, finished);
  });
  return part(
    'restore-title',
    text.restore.title,
    text.restore.text,
    el('label', { for: 'backup-file' }, text.restore.fileLabel),
    file,
    el('div', {}, button),
    question,
    status,
    problem,
  );
}

// A project with only the template's content: getting the work back comes first, from the server
// (where every publish left a copy), then from a file.
const { onlyTemplate, fromServer } = (await editorApi('backupState')) as {
  onlyTemplate: boolean;
  fromServer: ServerForm;
};
main.append(
  el('p', {}, text.intro),
  ...(onlyTemplate
    ? [serverRestorePart(fromServer), restorePart(), downloadPart()]
    : [downloadPart(), restorePart(), serverRestorePart(fromServer)]),
);
