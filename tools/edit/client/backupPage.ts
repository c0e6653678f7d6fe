// The editor's page „Sicherung“ (/admin/sicherung/): the owner's work as one file to take home
// („Sicherung herunterladen“), and getting it back from such a file, with a question first where
// work of the owner's own would be replaced. The server checks and restores (tools/edit/backupRoutes.ts).
import { backupText as text } from '#model/copy/backupText';
import { backupDownloadPath as downloadPath, backupFilePath as filePath } from '../backupPaths';
import { editorApi, editorToken, tokenHeader } from './api';
import { el } from './dom';

interface Answer {
  done?: string;
  ask?: string;
  ticket?: string;
  error?: string;
}

const main = document.getElementById('editor-page') as HTMLElement;

/** A POST with this start's secret; a refusal throws its German line. */
async function send(url: string, body: BodyInit, type: string): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': type, [tokenHeader]: editorToken() },
    body,
  });
  if (response.ok) return response;
  const answer = (await response.json().catch(() => ({}))) as Answer;
  throw new Error(answer.error ?? `${response.status} ${response.statusText}`);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One status line and one alert line per part: success or refusal, never both. */
function lines() {
  const status = el('p', { role: 'status' });
  const problem = el('p', { class: 'editor-error', role: 'alert' });
  const say = (done: string, refused = '') => {
    status.textContent = done;
    problem.textContent = refused;
  };
  return { status, problem, say };
}

/** A part of the page: its heading, what it does, then its controls. */
const part = (id: string, title: string, intro: string, ...children: (Node | string)[]) =>
  el('section', { 'aria-labelledby': id }, el('h2', { id }, title), el('p', {}, intro), ...children);

/** Runs `job` on a click: the button disabled meanwhile, `busy` said, a refusal (the server's line, it names what failed) said after `failed`. */
function onClick(
  button: HTMLButtonElement,
  say: (done: string, refused?: string) => void,
  busy: string,
  failed: string,
  job: () => Promise<void>,
) {
  button.addEventListener('click', async () => {
    button.disabled = true;
    say(busy);
    try {
      await job();
    } catch (error) {
      say('', [failed, message(error)].filter(Boolean).join(' '));
    } finally {
      button.disabled = false;
    }
  });
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

  const finish = (answer: Answer) => {
    question.replaceChildren();
    if (answer.ask && answer.ticket) return ask(answer.ask, answer.ticket);
    file.value = '';
    say(answer.done ?? '');
  };
  function ask(line: string, ticket: string) {
    const yes = el('button', { type: 'button', class: 'primary' }, text.restore.confirm);
    const no = el('button', { type: 'button' }, text.restore.cancel);
    say('');
    yes.addEventListener('click', () => {
      yes.disabled = true;
      no.disabled = true;
      void editorApi('backupConfirm', { ticket })
        .then((answer) => finish(answer as Answer))
        .catch((error: unknown) => {
          question.replaceChildren();
          say('', `${text.restore.failed} ${message(error)}`);
        });
    });
    no.addEventListener('click', () => {
      question.replaceChildren();
      say(text.restore.cancelled);
    });
    const dialog = el(
      'div',
      { role: 'alertdialog', tabindex: '-1', 'aria-labelledby': 'confirm-title', 'aria-describedby': 'confirm-text' },
      el('h3', { id: 'confirm-title' }, text.restore.confirmTitle),
      el('p', { id: 'confirm-text' }, line),
      el('div', { class: 'editor-actions' }, yes, no),
    );
    question.replaceChildren(dialog);
    dialog.focus();
  }

  onClick(button, say, text.restore.busy, '', async () => {
    const chosen = file.files?.[0];
    question.replaceChildren();
    if (!chosen) return say('', text.restore.noFile);
    finish((await (await send(filePath, chosen, 'application/octet-stream')).json()) as Answer);
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
    el('p', { class: 'editor-note' }, text.restore.serverNote),
  );
}

// A project with only the template's content: getting the work back comes first.
const { onlyTemplate } = (await editorApi('backupState')) as { onlyTemplate: boolean };
main.append(
  el('p', {}, text.intro),
  ...(onlyTemplate ? [restorePart(), downloadPart()] : [downloadPart(), restorePart()]),
);
