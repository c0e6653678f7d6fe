// What the parts of the page „Sicherung“ share (backupPage.ts, serverRestorePart.ts): a status and
// an alert line, a part with its heading, a button that runs a job, and the question before the
// owner's own work is replaced.
import { backupText as text } from '#model/copy/backupText';
import { editorApi } from './api';
import { el } from './dom';

/** What a restore answers: done, a question with its ticket, or a refusal. */
export interface RestoreAnswer {
  done?: string;
  ask?: string;
  ticket?: string;
  error?: string;
  refused?: string;
}

export const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One status line and one alert line per part: success or refusal, never both. */
export function lines() {
  const status = el('p', { role: 'status' });
  const problem = el('p', { class: 'editor-error', role: 'alert' });
  const say = (done: string, refused = '') => {
    status.textContent = done;
    problem.textContent = refused;
  };
  return { status, problem, say };
}

/** A part of the page: its heading, what it does, then its controls. */
export const part = (id: string, title: string, intro: string, ...children: (Node | string)[]) =>
  el('section', { 'aria-labelledby': id }, el('h2', { id }, title), el('p', {}, intro), ...children);

/** Runs `job` on a click: the button disabled meanwhile, `busy` said, a refusal (the server's line, it names what failed) said after `failed`. */
export function onClick(
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

/**
 * Shows a restore's answer in `question` and the part's lines: done, refused, or the question
 * „Ihre jetzigen Inhalte werden ersetzt“ (yes: `backupConfirm`, whose answer is shown the same way).
 */
export function showAnswer(
  question: HTMLElement,
  say: (done: string, refused?: string) => void,
  answer: RestoreAnswer,
  finished: () => void = () => undefined,
) {
  question.replaceChildren();
  if (answer.refused) return say('', `${text.restore.failed} ${answer.refused}`);
  if (!answer.ask || !answer.ticket) {
    finished();
    return say(answer.done ?? '');
  }
  const { ticket } = answer;
  const yes = el('button', { type: 'button', class: 'primary' }, text.restore.confirm);
  const no = el('button', { type: 'button' }, text.restore.cancel);
  say('');
  yes.addEventListener('click', () => {
    yes.disabled = true;
    no.disabled = true;
    void editorApi('backupConfirm', { ticket })
      .then((confirmed) => showAnswer(question, say, confirmed as RestoreAnswer, finished))
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
    el('p', { id: 'confirm-text' }, answer.ask),
    el('div', { class: 'editor-actions' }, yes, no),
  );
  question.replaceChildren(dialog);
  dialog.focus();
}
