import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { EditorField } from '../../fields.ts';
import type { FieldProblem } from '../../server/fields/problems.ts';
import { formName } from './formValues.ts';

/**
 * A refused save's mistakes at their fields: each problem's path (from the server, server/fields/problems.ts)
 * becomes the field's form name; the first field that has one is returned, to be focused.
 */
export function showProblems(
  fields: readonly EditorField[],
  problems: readonly FieldProblem[],
  setError: UseFormSetError<FieldValues>,
): string | undefined {
  let first: string | undefined;
  for (const problem of problems) {
    const name = formName(fields, problem.field);
    if (!name) continue;
    setError(name, { type: 'server', message: problem.message });
    first ??= name;
  }
  return first;
}
