// The editor's page „Website veröffentlichen“ (/admin/?seite=veroeffentlichen): the launch check's
// open items, each linking to its page in the editor; then one button that runs the same deploy as
// `npm run deploy` on the editor's server (tools/edit/publishActions.ts), with its progress, the
// question about the server's key, and the host check's result. Words: model/copy/publishText.ts.
import { publishText as text } from '#model/copy/publishText';
import type { DeployPhase } from '../../deploy/reporter';
import type { JobState } from '../publishJob';
import { el } from './dom';
import { hostKeyDialog } from './hostKeyDialog';
import { publishApi } from './publishApi';
import { publishStyles } from './publishStyles';

interface Item {
  text: string;
  link?: string;
  place: string;
}
interface State {
  target: {
    address: string;
    server: string;
    user: string;
    folder: string;
    asks: keyof typeof text.secret | null;
  } | null;
  last: { publishedAt: string; files: number } | null;
  job: (JobState & { refused?: undefined }) | null;
  refused?: string;
}

const when = new Intl.DateTimeFormat('de-AT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
export const lastPublished = (last: State['last']) =>
  last
    ? `${text.lastPublished} ${when.format(new Date(last.publishedAt))}, ${text.files(last.files)}`
    : text.neverPublished;

/** A step of the run: done (✓), running (…), failed (✗) or still to come; `offset` is its distance from the current step. */
function phaseItem(job: JobState, phase: keyof typeof text.phases, offset: number) {
  const state =
    offset < 0 || (offset === 0 && job.code === 0)
      ? 'done'
      : offset > 0
        ? 'pending'
        : job.running
          ? 'running'
          : 'failed';
  const mark = { done: '✓', running: '…', failed: '✗', pending: '○' }[state];
  return el(
    'li',
    { 'data-state': state, 'aria-current': state === 'running' ? 'step' : false },
    `${mark} ${text.phases[phase]}`,
  );
}

/**
 * Draws the page into `host`: the page's own <main> when the editor serves it as a page of its own
 * (id `editor-page`, heading and navigation already there), else a new <main> in `host`.
 */
export async function publishPage(host: HTMLElement): Promise<void> {
  const ownPage = host.id === 'editor-page';
  document.head.append(el('style', {}, publishStyles));
  document.body.classList.add('publish-body');
  const main = ownPage ? host : el('main');
  main.classList.add('publish');
  if (!ownPage) {
    document.title = text.title;
    host.append(main);
    main.append(el('p', {}, el('a', { href: '/admin/' }, text.back)), el('h1', {}, text.title));
  }
  const last = el('p', { class: 'last' });
  const checkPart = el('section', { 'aria-labelledby': 'check-title' });
  const publishPart = el('section', { 'aria-labelledby': 'publish-title' });
  const enquiryPart = el('section', { 'aria-labelledby': 'enquiry-title' });
  main.append(el('p', {}, text.intro), last, checkPart, publishPart, enquiryPart);

  let items: Item[] = [];
  const password = el('input', { type: 'password', id: 'publish-password', autocomplete: 'off' });
  const button = el('button', { type: 'button', class: 'primary' });
  const blocked = el('p', { class: 'hint' }, text.blocked);
  const goesTo = el('p', { id: 'publish-goes-to', class: 'goes-to' });
  const status = el('div', { role: 'status', class: 'status' });
  const question = el('div', { class: 'question' });
  const log = el('ol', { class: 'log' });
  const logTitle = el('h3', {}, text.log);

  async function loadItems() {
    ({ items } = await publishApi<{ items: Item[] }>('launchItems'));
    const list = el(
      'ul',
      { class: 'items' },
      ...items.map((item) =>
        el(
          'li',
          {},
          item.link ? el('a', { href: `/admin/${item.link}` }, item.place) : el('strong', {}, item.place),
          `: ${item.text}`,
        ),
      ),
    );
    const recheck = el('button', { type: 'button' }, text.recheck);
    recheck.addEventListener('click', () => void loadItems().then(refresh));
    checkPart.replaceChildren(
      el('h2', { id: 'check-title' }, text.checkTitle),
      el('p', {}, items.length === 0 ? text.ready : text.open(items.length)),
      items.length > 0 ? list : '',
      recheck,
    );
  }

  function showJob(job: JobState | null, refused?: string) {
    const running = job?.running === true;
    button.disabled = running || items.length > 0;
    blocked.hidden = items.length === 0;
    const phases: DeployPhase[] = job?.kind === 'deploy' ? ['build', 'connect', 'upload', 'check'] : ['build'];
    const result =
      !job || running
        ? ''
        : job.code === 0
          ? job.kind === 'build'
            ? text.noTarget.built
            : text.done
          : job.uploaded
            ? text.doneWithProblems
            : text.failed;
    status.replaceChildren(
      refused ? el('p', { class: 'refused' }, refused) : '',
      job
        ? el(
            'ol',
            { class: 'phases' },
            ...phases.map((phase, index) => phaseItem(job, phase, index - phases.indexOf(job.phase ?? 'build'))),
          )
        : '',
      job?.progress && job.phase !== 'build'
        ? el(
            'p',
            {},
            el('progress', {
              max: String(job.progress.totalFiles),
              value: String(job.progress.files),
              'aria-label': text.phases.upload,
            }),
            ` ${job.progressText ?? ''}`,
          )
        : '',
      running ? el('p', {}, text.running) : '',
      result ? el('p', { class: 'result' }, result) : '',
      job?.checkLines.length ? el('h3', {}, text.phases.check) : '',
      job?.checkLines.length ? el('ul', { class: 'check' }, ...job.checkLines.map((line) => el('li', {}, line))) : '',
    );
    // Drawn once per question, so that a poll never takes the keyboard focus away from its buttons.
    const asked = job?.question?.fingerprint ?? '';
    if (question.dataset.asked === asked) return showLog(job);
    question.dataset.asked = asked;
    question.replaceChildren();
    if (job?.question) {
      const dialog = hostKeyDialog(job.question, (trust) => {
        void publishApi<State>('publishAnswerHostKey', { trust }).then(show);
      });
      question.append(dialog);
      dialog.focus();
    }
    showLog(job);
  }

  function showLog(job: JobState | null) {
    log.replaceChildren(...(job?.lines ?? []).filter((line) => line.trim() !== '').map((line) => el('li', {}, line)));
    log.scrollTop = log.scrollHeight;
    logTitle.hidden = log.childElementCount === 0;
  }

  let polling: ReturnType<typeof setTimeout> | undefined;
  function show(state: State) {
    last.textContent = lastPublished(state.last);
    goesTo.textContent = state.target
      ? text.targetNow(state.target.server, state.target.user, state.target.folder)
      : '';
    showJob(state.job, state.refused);
    clearTimeout(polling);
    if (state.job?.running) polling = setTimeout(() => void publishApi<State>('publishStatus').then(show), 400);
  }
  const refresh = () => publishApi<State>('publishState').then(show);

  const state = await publishApi<State>('publishState');
  await loadItems();
  const asks = state.target?.asks;
  const passwordField = asks
    ? el(
        'p',
        {},
        el('label', { for: 'publish-password' }, text.secret[asks]),
        el('br'),
        password,
        el('br'),
        el('small', { id: 'publish-password-hint' }, text.secretHint),
      )
    : '';
  if (asks) password.setAttribute('aria-describedby', 'publish-password-hint');
  button.textContent = state.target ? text.button : text.noTarget.button;
  button.setAttribute('aria-describedby', 'publish-goes-to');
  button.addEventListener('click', () => {
    const typed = password.value;
    password.value = '';
    void publishApi<State>('publishStart', typed ? { secret: typed } : {}).then(show);
  });
  publishPart.append(
    el('h2', { id: 'publish-title' }, state.target ? text.publishTitle : text.noTarget.title),
    state.target ? '' : el('p', {}, text.noTarget.text),
    state.target ? '' : el('ul', {}, ...text.noTarget.steps.map((step) => el('li', {}, step))),
    state.target ? '' : el('p', {}, text.noTarget.after),
    passwordField,
    button,
    goesTo,
    blocked,
    status,
    question,
    logTitle,
    log,
  );
  show(state);
  enquiryPart.append(...testEnquiry());
}

/** The part „Kontaktformular testen“: one button, its answer in one line. */
function testEnquiry() {
  const answer = el('p', { role: 'status', class: 'status' });
  const send = el('button', { type: 'button' }, text.testEnquiry.button);
  send.addEventListener('click', () => {
    send.disabled = true;
    answer.textContent = text.testEnquiry.sending;
    void publishApi<{ line: string }>('publishTestEnquiry')
      .then((result) => {
        answer.textContent = result.line;
      })
      .catch((error: unknown) => {
        answer.textContent = error instanceof Error ? error.message : String(error);
      })
      .finally(() => {
        send.disabled = false;
      });
  });
  return [el('h2', { id: 'enquiry-title' }, text.testEnquiry.title), el('p', {}, text.testEnquiry.text), send, answer];
}

// Served as a page of its own (with the editor's navigation above it), the module starts itself.
const ownPage = document.getElementById('editor-page');
if (ownPage) void publishPage(ownPage);
