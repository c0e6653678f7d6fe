import { OwnerError } from '#model/load/ownerError.ts';
import { editorText } from '#tools/text/editor.ts';

/** A request the editor refuses (a file it does not edit, an upload that is no picture), with its own opening words. */
export class RefusedError extends OwnerError {
  constructor(
    problems: readonly string[],
    readonly prefix: string = editorText.saveRefused,
  ) {
    super(problems);
  }
}
