import styled from '@emotion/styled';
import { publishText as text } from '#tools/text/publish.ts';
import type { DeployPhase } from '../../../deploy/reporter.ts';
import type { JobState } from '../../protocol/answers.ts';
import { colors } from '../ui/tokens.ts';

/**
 * A publish run as it goes: its steps (✓ … ✗ ○), the upload's progress, the result – after a
 * failure with the run's own words on what happened and what to do, above the log, where a phone
 * shows them without scrolling the log – and the host check.
 */

const Steps = styled.ol({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1.5rem',
  listStyle: 'none',
  padding: 0,
  '[aria-current]': { fontWeight: 700 },
  '[data-state="pending"]': { color: colors.muted },
  '[data-state="failed"]': { color: colors.error },
});
/** A run's outcome: published, uploaded with problems the host check found, or not published. */
type Outcome = 'done' | 'warning' | 'failed';
const looks: Record<Outcome, { back: string; text: string }> = {
  done: { back: colors.successBack, text: colors.success },
  warning: { back: colors.note, text: colors.warning },
  failed: { back: colors.errorBack, text: colors.error },
};
const Result = styled.div<{ outcome: Outcome }>(({ outcome }) => ({
  margin: '0.75rem 0',
  padding: '0.6rem 0.8rem',
  borderRadius: 4,
  background: looks[outcome].back,
  overflowWrap: 'anywhere',
  p: { margin: '0.35rem 0' },
  'p:first-of-type': { fontWeight: 700, color: looks[outcome].text },
}));
const Refused = styled.p({ color: colors.error, fontWeight: 600 });

type StepState = 'done' | 'running' | 'failed' | 'pending';
const marks: Record<StepState, string> = { done: '✓', running: '…', failed: '✗', pending: '○' };

/**
 * A step's state; `offset` is its distance from the current step. A run that stopped before its
 * first step (the settings or the password) marks none failed: none was tried.
 */
const stepState = (job: JobState, offset: number): StepState => {
  if (!job.phase && !job.running) return 'pending';
  if (offset < 0 || (offset === 0 && job.code === 0)) return 'done';
  if (offset > 0) return 'pending';
  return job.running ? 'running' : 'failed';
};

/** The last failure's lines (from its ✗ on): what happened and what to do. */
const failureLines = (lines: readonly string[]): string[] => {
  const last = lines.findLastIndex((line) => line.startsWith('✗'));
  return last === -1 ? [] : lines.slice(last).filter((line) => line.trim() !== '');
};

/** The result: its outcome and lines, after a failure with what the run said about it. */
function resultOf(job: JobState | null): { outcome: Outcome; lines: string[] } | undefined {
  if (!job || job.running) return undefined;
  if (job.code === 0) return { outcome: 'done', lines: [job.kind === 'build' ? text.noTarget.built : text.done] };
  // The upload worked, the host check did not pass: a warning, not a success and not a failure.
  if (job.uploaded) return { outcome: 'warning', lines: [text.doneWithProblems] };
  return { outcome: 'failed', lines: [text.failed, ...failureLines(job.lines)] };
}

export function JobStatus({ job, refused }: { job: JobState | null; refused?: string | undefined }) {
  const phases: DeployPhase[] = job?.kind === 'deploy' ? ['connect', 'build', 'upload', 'check'] : ['build'];
  const current = job?.phase ? phases.indexOf(job.phase) : 0;
  const result = resultOf(job);
  return (
    <div role="status">
      {refused && <Refused>{refused}</Refused>}
      {job && (
        <Steps>
          {phases.map((phase, index) => {
            const state = stepState(job, index - current);
            return (
              <li key={phase} data-state={state} aria-current={state === 'running' ? 'step' : undefined}>
                {`${marks[state]} ${text.phases[phase]}`}
              </li>
            );
          })}
        </Steps>
      )}
      {job?.progress && job.phase !== 'build' && (
        <p>
          <progress max={job.progress.totalFiles} value={job.progress.files} aria-label={text.phases.upload} />{' '}
          {job.progressText ?? ''}
        </p>
      )}
      {job?.running && <p>{text.running}</p>}
      {result && (
        <Result outcome={result.outcome}>
          {result.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Result>
      )}
      {job && job.checkLines.length > 0 && (
        <>
          <h3>{text.phases.check}</h3>
          <ul>
            {job.checkLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
