import styled from '@emotion/styled';
import { publishText as text } from '#model/copy/publishText.ts';
import type { DeployPhase } from '../../../deploy/reporter.ts';
import type { JobState } from '../../publishJob.ts';
import { colors } from '../ui/tokens.ts';

/** A publish run as it goes: its steps (✓ … ✗ ○), the upload's progress, the result and the host check. */

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
const Result = styled.p({ fontWeight: 700 });
const Refused = styled.p({ color: colors.error, fontWeight: 600 });

type StepState = 'done' | 'running' | 'failed' | 'pending';
const marks: Record<StepState, string> = { done: '✓', running: '…', failed: '✗', pending: '○' };

/** A step's state; `offset` is its distance from the current step. */
const stepState = (job: JobState, offset: number): StepState =>
  offset < 0 || (offset === 0 && job.code === 0) ? 'done' : offset > 0 ? 'pending' : job.running ? 'running' : 'failed';

function resultOf(job: JobState | null): string {
  if (!job || job.running) return '';
  if (job.code === 0) return job.kind === 'build' ? text.noTarget.built : text.done;
  return job.uploaded ? text.doneWithProblems : text.failed;
}

export function JobStatus({ job, refused }: { job: JobState | null; refused?: string | undefined }) {
  const phases: DeployPhase[] = job?.kind === 'deploy' ? ['build', 'connect', 'upload', 'check'] : ['build'];
  const current = phases.indexOf(job?.phase ?? 'build');
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
      {result && <Result>{result}</Result>}
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
