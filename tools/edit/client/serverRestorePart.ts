// The part „Sicherung vom Server zurückholen“ of the page „Sicherung“: the server's access data as
// for the publish (filled in from the settings where they name a server), the password for this one
// connection, the question about the server's key on the first connection (hostKeyDialog.ts, as on
// the publish page), the copies by date, and the restore of the chosen one with the same question
// over the owner's own work as for a file. The server side: tools/edit/serverRestore.ts.
import { backupText } from '#model/copy/backupText';
import type { ServerRestoreState } from '../serverRestore';
import { editorApi } from './api';
import { lines, message, onClick, part, type RestoreAnswer, showAnswer } from './backupParts';
import { el } from './dom';
import { hostKeyDialog } from './hostKeyDialog';

const text = backupText.server;

type FieldName = keyof typeof text.fields;

/** What the page starts with (serverForm in serverRestore.ts). */
export interface ServerForm {
  server: Record<FieldName, string>;
  asks: keyof typeof text.secret | null;
  job: ServerRestoreState | null;
  /** The protocols offered, each with its usual port. */
  ports: Record<string, string>;
}

/** A labelled field with its hint below, in one block. */
function field(id: string, label: string, control: HTMLElement, hint?: string) {
  if (hint) control.setAttribute('aria-describedby', `${id}-hint`);
  return el(
    'div',
    { class: 'editor-field' },
    el('label', { for: id }, label),
    control,
    hint ? el('small', { id: `${id}-hint` }, hint) : '',
  );
}

export function serverRestorePart(form: ServerForm): HTMLElement {
  const { status, problem, say } = lines();
  const inputs = {} as Record<Exclude<FieldName, 'protocol'>, HTMLInputElement>;
  const protocol = el(
    'select',
    { id: 'server-protocol' },
    ...Object.keys(form.ports).map((name) =>
      el('option', { value: name, selected: form.server.protocol === name }, name),
    ),
  );
  const hints: Partial<Record<FieldName, string>> = text.hints;
  const fields = [field('server-protocol', text.fields.protocol, protocol)];
  for (const name of ['host', 'port', 'user', 'folder', 'backupFolder'] as const) {
    const input = el('input', {
      type: 'text',
      id: `server-${name}`,
      value: form.server[name],
      autocomplete: 'off',
      spellcheck: 'false',
      ...(name === 'port' ? { inputmode: 'numeric' } : {}),
    });
    inputs[name] = input;
    fields.push(field(input.id, text.fields[name], input, hints[name]));
  }
  // The port follows the protocol as long as it is the other protocol's usual one.
  protocol.addEventListener('change', () => {
    if (Object.values(form.ports).includes(inputs.port.value)) inputs.port.value = form.ports[protocol.value] ?? '';
  });
  const secret = el('input', { type: 'password', id: 'server-secret', autocomplete: 'off' });
  if (form.asks) fields.push(field(secret.id, text.secret[form.asks], secret, text.secretHint));

  const connect = el('button', { type: 'button', class: 'primary' }, text.connect);
  const question = el('div');
  const copies = el('div');
  const confirm = el('div');

  function showCopies(state: ServerRestoreState) {
    copies.replaceChildren();
    if (!state.copies?.length) return;
    const choices = state.copies.map((copy, index) =>
      el(
        'label',
        { class: 'editor-choice' },
        el('input', { type: 'radio', name: 'server-copy', value: copy.id, checked: index === 0 }),
        copy.text,
      ),
    );
    const choose = el('button', { type: 'button', class: 'primary' }, text.choose);
    onClick(choose, say, text.fetching, '', async () => {
      const id = copies.querySelector<HTMLInputElement>('input[name="server-copy"]:checked')?.value;
      const answer = (await editorApi('backupServerChoose', { id })) as RestoreAnswer;
      copies.replaceChildren();
      showAnswer(confirm, say, answer);
    });
    copies.append(el('fieldset', {}, el('legend', {}, text.listTitle), ...choices), choose);
  }

  let polling: ReturnType<typeof setTimeout> | undefined;
  function show(state: ServerRestoreState | null) {
    clearTimeout(polling);
    connect.disabled = state?.running === true;
    // Drawn once per question, so that a poll never takes the keyboard focus away from its buttons.
    const asked = state?.question?.fingerprint ?? '';
    if (question.dataset.asked !== asked) {
      question.dataset.asked = asked;
      question.replaceChildren();
      if (state?.question) {
        const dialog = hostKeyDialog(state.question, (trust) => {
          question.replaceChildren();
          void editorApi('backupServerAnswerHostKey', { trust }).then((next) => show(next as ServerRestoreState));
        });
        question.append(dialog);
        dialog.focus();
      }
    }
    if (!state) return;
    if (state.running) {
      say(state.question ? '' : text.connecting);
      polling = setTimeout(
        () => void editorApi('backupServerStatus').then((next) => show(next as ServerRestoreState)),
        400,
      );
      return;
    }
    say('', state.refused ?? '');
    showCopies(state);
  }

  connect.addEventListener('click', () => {
    const values = Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, input.value]));
    const typed = secret.value;
    secret.value = '';
    copies.replaceChildren();
    confirm.replaceChildren();
    connect.disabled = true;
    say(text.connecting);
    void editorApi('backupServerConnect', { ...values, protocol: protocol.value, ...(typed ? { secret: typed } : {}) })
      .then((state) => show(state as ServerRestoreState))
      .catch((error: unknown) => {
        connect.disabled = false;
        say('', `${text.failed} ${message(error)}`);
      });
  });

  show(form.job);
  return part(
    'server-title',
    text.title,
    text.text,
    el('div', { class: 'editor-fields' }, ...fields),
    connect,
    question,
    copies,
    confirm,
    status,
    problem,
  );
}
