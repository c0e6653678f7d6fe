import { OwnerError } from '#model/load/ownerError.ts';

/** The `OwnerError` that `run` throws; anything else thrown is passed on, no refusal fails the test. */
export function refusalOf(run: () => unknown): OwnerError {
  try {
    run();
  } catch (error) {
    if (error instanceof OwnerError) return error;
    throw error;
  }
  throw new Error('not refused');
}
