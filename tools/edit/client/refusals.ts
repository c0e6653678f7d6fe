// A refused save as the owner meets it: each mistake at its field (fieldErrors.ts), the message
// naming the field by its label („Nicht gespeichert: WhatsApp-Nummer – …“), and no error in the
// browser's console for what is no failure of the editor. Two kinds: the server's refusal by the
// build's rules (tools/edit/fieldProblems.ts), and Decap's own check of the fields before it
// sends anything (an empty required field, a text in the wrong format).

import { editorText } from '#model/copy/editorText';
import { clearAll, type FieldProblem, focusFirst, mark, showAtFields } from './fieldErrors';
import { withOverrides } from './locale';

type Phrases = Parameters<typeof withOverrides>[0];
interface Cms {
  getLocale(locale: string): Phrases;
  registerLocale(locale: string, phrases: Phrases): void;
}

const apiPath = '/api/v1';
/** Asks the server for a refusal as an answer (tools/edit/backend.ts, `refusalAsAnswerHeader`). */
const refusalHeader = 'X-Editor-Refusal-As-Answer';
const text = editorText.fieldProblems;
const checkFields = `${text.notSaved} ${text.checkFields}`;

/** The last refusal's line: Decap logs and rejects with it; only that is kept out of the console. */
let lastRefusal = '';

const toastClass = 'editor-refusal';

/** Decap's message box for a refusal shows `line` (its own text would be generic, or start with "API_ERROR:"). */
function rewriteToasts(line: string) {
  for (const toast of document.querySelectorAll<HTMLElement>('.Toastify__toast-body')) {
    const shown = toast.textContent ?? '';
    if (shown === line || !(shown.includes(checkFields) || shown.endsWith(lastRefusal))) continue;
    const holder =
      [...toast.querySelectorAll<HTMLElement>('*')].reverse().find((element) => element.textContent?.trim()) ?? toast;
    holder.textContent = line;
  }
}

let currentLine = '';
new MutationObserver(() => {
  if (currentLine) rewriteToasts(currentLine);
}).observe(document.body, { childList: true, subtree: true });

/**
 * Shows the line in Decap's message box, or – where Decap shows none (a text in the wrong format
 * is only marked at its field) – in a box of our own.
 */
function announce(line: string, own: boolean) {
  currentLine = line;
  rewriteToasts(line);
  if (!own) return;
  const box = document.createElement('div');
  box.className = toastClass;
  box.setAttribute('role', 'alert');
  box.textContent = line;
  box.style.cssText =
    'position:fixed;top:5rem;left:50%;transform:translateX(-50%);z-index:1000;max-width:min(40rem,calc(100vw - 2rem));padding:0.9rem 1.2rem;border-radius:6px;background:#ff003b;color:#fff;font-weight:600;box-shadow:0 4px 12px rgb(0 0 0 / 25%);';
  box.addEventListener('click', () => box.remove());
  // Gone after a while, as Decap's own message boxes; the mark at the field stays until it is changed.
  setTimeout(() => box.remove(), 8000);
  document.body.append(box);
}

const forget = () => {
  for (const box of document.querySelectorAll(`.${toastClass}`)) box.remove();
  clearAll();
};

const lineOf = (problems: readonly { label: string; message: string }[]) => {
  const [first, ...rest] = problems;
  return first
    ? `${text.notSaved} ${first.label} – ${first.message}${rest.length > 0 ? ` (${text.more(rest.length)})` : ''}`
    : checkFields;
};

/** Decap's save to the editor's API: a refusal comes as an answer, is shown, and goes on to Decap as the error it expects. */
function answerRefusals() {
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const isSave =
      url.origin === location.origin &&
      url.pathname === apiPath &&
      typeof init?.body === 'string' &&
      init.body.includes('"persistEntry"');
    if (!isSave) return original(input, init);
    forget();
    const headers = new Headers(init.headers);
    headers.set(refusalHeader, '1');
    const response = await original(input, { ...init, headers });
    const answer = response.ok
      ? ((await response
          .clone()
          .json()
          .catch(() => null)) as { refused?: boolean; error: string; problems: FieldProblem[] } | null)
      : null;
    if (!answer?.refused) return response;
    lastRefusal = answer.error;
    await showAtFields(answer.problems);
    announce(answer.error, false);
    return new Response(JSON.stringify({ error: answer.error }), {
      status: 422,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  };
}

/** Decap's own check stopped the save: its messages already stand at the fields; mark, name and show them. */
async function decapRefused(): Promise<boolean> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const errors = [...document.querySelectorAll<HTMLUListElement>('label[for] ~ ul')];
  const problems = errors.flatMap((list) => {
    const label = list.parentElement?.querySelector<HTMLLabelElement>('label[for]');
    const field = label ? document.getElementById(label.htmlFor) : null;
    if (!label || !field) return [];
    const message = list.textContent?.trim() ?? '';
    mark(field, message, list);
    return [{ field, label: (label.textContent ?? '').replace(/\s*\(optional\)\s*$/i, '').trim(), message }];
  });
  if (problems.length === 0) return false;
  focusFirst(problems.map((problem) => problem.field));
  // Decap shows its own message box only for an empty required field.
  announce(lineOf(problems), !problems.some((problem) => problem.message === text.required));
  return true;
}

/** Keeps Decap's report of a refused save out of the console; every other error stays. */
function quietRefusals() {
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [first] = args;
    if (args.length === 1 && first instanceof Error && lastRefusal !== '' && lastRefusal.endsWith(first.message))
      return;
    error(...args);
  };
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    // A refusal of the server: Decap rejects its save with the failure it recorded.
    if (
      lastRefusal &&
      reason &&
      typeof reason === 'object' &&
      'type' in reason &&
      reason.type === 'ENTRY_PERSIST_FAILURE' &&
      JSON.stringify(reason).includes(lastRefusal)
    ) {
      event.preventDefault();
      return;
    }
    // Decap's own check: it rejects with nothing, after marking the fields.
    if (reason === undefined) {
      event.preventDefault();
      void decapRefused().then((shown) => {
        if (!shown) console.error(event.reason);
      });
    }
  });
}

/** Wires it up before Decap starts: Decap's own messages for a field in German that says what is expected. */
export function refusalsAtFields(cms: Cms) {
  cms.registerLocale(
    'de',
    withOverrides(cms.getLocale('de'), {
      editor: { editorControlPane: { widget: { required: text.required, regexPattern: text.pattern } } },
      ui: { toast: { missingRequiredField: checkFields, onFailToPersist: '%{details}' } },
    }),
  );
  answerRefusals();
  quietRefusals();
}
