import { build } from '../../../deploy/children.ts';
import { runDeploy } from '../../../deploy/deployOnce.ts';
import { defaultOptions } from '../../../deploy/options.ts';
import type { DeployReporter } from '../../../deploy/reporter.ts';
import { forOwner } from '../../../deploy/said.ts';
import type { JobState } from '../../protocol/answers.ts';
import { hostKeyAsker } from './hostKeyAnswer.ts';

/**
 * One publish run started from the editor's page, inside the editor's server: the same deploy as
 * `npm run deploy` (tools/deploy/deployOnce.ts), reported into a state the page polls, each line in
 * the owner's words (tools/deploy/said.ts). A password typed into the page for this run lives only
 * in this run's environment object (one the owner chose to keep is in .env.deploy, publishActions.ts);
 * it is never logged, and the deploy replaces it in every line it reports.
 */

let job: JobState | undefined;
let asker: ReturnType<typeof hostKeyAsker> | undefined;
/** A later attempt was refused before it ran: the finished run's result is no longer the page's news. */
let setAside = false;

/** The last run, also when set aside: whether the server refused its password still counts. */
export const currentJob = (): JobState | undefined => job;

/** The run the page shows: none once a later attempt was refused, so that only that refusal is on screen. */
export const shownJob = (): JobState | undefined => (setAside ? undefined : job);

/** A new attempt was refused before it started: a finished run's result goes off the page, also after a reload. */
export function setAsideFinishedJob() {
  if (job && !job.running) setAside = true;
}

function reporterFor(state: JobState): DeployReporter {
  const question = hostKeyAsker(state, (line) => state.lines.push(line));
  asker = question;
  return {
    line: (said = '') => {
      const text = forOwner(said);
      state.lines.push(text);
      if (state.phase === 'check' && text.trim() !== '') state.checkLines.push(text);
      if (/^Fertig in /.test(text)) state.uploaded = true;
    },
    phase: (phase) => {
      state.phase = phase;
    },
    progress: (progress, text) => {
      state.progress = progress;
      state.progressText = text;
    },
    askHostKey: question.ask,
    loginRefused: () => {
      state.loginRefused = true;
    },
  };
}

/** Starts a run unless one is running; `withTarget` false: only the build. `typed`: a secret typed into the page, by its variable name. */
export function startJob(root: string, withTarget: boolean, typed: Record<string, string>): JobState | undefined {
  if (job?.running) return undefined;
  const state: JobState = { kind: withTarget ? 'deploy' : 'build', running: true, lines: [], checkLines: [] };
  job = state;
  setAside = false;
  const reporter = reporterFor(state);
  // A typed secret only in this run's copy of the environment: the build and the host check never see it.
  const env = { ...process.env, ...typed };
  const run = withTarget
    ? runDeploy(root, defaultOptions, env, reporter)
    : build(root, reporter).then((ok) => (ok ? 0 : 1));
  run
    .catch((error: unknown) => {
      reporter.line(
        `✗ Die Veröffentlichung ist unerwartet abgebrochen: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
      return 1;
    })
    .then((code) => {
      state.code = code;
      state.running = false;
      state.question = undefined;
    });
  return state;
}

/** The owner's answer to the question about the server's key; false when nothing was asked. */
export const answerHostKey = (trust: boolean): boolean => asker?.answer(trust) ?? false;
