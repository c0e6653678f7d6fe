import { inTerminal, type Line } from '../deploy/said.ts';

/**
 * Prints one line of the host check. Run by the deploy (tools/deploy/children.ts sets
 * CHECK_HOST_LINES=json), a line with two renderings goes out as JSON, so that the editor's
 * publish page can show the owner's words and `npm run deploy` the terminal's.
 */
export function print(line: Line): void {
  console.log(
    process.env.CHECK_HOST_LINES === 'json' && typeof line !== 'string' ? JSON.stringify(line) : inTerminal(line),
  );
}
