import { publishText as text } from '#model/copy/publishText';
import type { HostKeyQuestion } from '../../deploy/reporter';
import { el } from './dom';

/**
 * The question whether to trust a server on its first connection, with the key it showed: on the
 * publish page (publishPage.ts) and for the restore from the server (backupPage.ts) alike. Read out
 * at once (focused); the owner chooses with Tab, no answer is preselected.
 */
export function hostKeyDialog(question: HostKeyQuestion, answer: (trust: boolean) => void): HTMLElement {
  const trust = el('button', { type: 'button', class: 'primary' }, text.trust);
  const cancel = el('button', { type: 'button' }, text.cancel);
  trust.addEventListener('click', () => answer(true));
  cancel.addEventListener('click', () => answer(false));
  return el(
    'div',
    {
      role: 'alertdialog',
      tabindex: '-1',
      'aria-labelledby': 'question-title',
      'aria-describedby': 'question-text',
    },
    el('h3', { id: 'question-title' }, text.hostKeyTitle),
    el('p', { id: 'question-text' }, text.hostKeyText(question.server)),
    el('p', {}, el('code', {}, question.fingerprint)),
    el('div', { class: 'editor-actions' }, trust, cancel),
  );
}
