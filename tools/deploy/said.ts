/**
 * A line of the deploy in its two renderings, written side by side in one place: `terminal` for
 * `npm run deploy`, which names the command, the setting's key and the file, as the README and
 * ANLEITUNG.md do; `owner` for the editor's publish page, in the owner's words: the editor's
 * sections and field labels, the button to press, never a command, file name, variable or key.
 * A plain string reads the same in both.
 */
export interface Said {
  terminal: string;
  owner: string;
}

export type Line = string | Said;

export const said = (terminal: string, owner: string): Said => ({ terminal, owner });

/** The line as `npm run deploy` prints it. */
export const inTerminal = (line: Line): string => (typeof line === 'string' ? line : line.terminal);

/** The line as the editor's publish page shows it. */
export const forOwner = (line: Line): string => (typeof line === 'string' ? line : line.owner);

/** Both renderings changed alike (a mark in front, a secret replaced). */
export const mapLine = (line: Line, change: (text: string) => string): Line =>
  typeof line === 'string' ? change(line) : said(change(line.terminal), change(line.owner));

/** Where the owner finds the upload's settings in the editor. */
export const deploySection = 'Einstellungen › Veröffentlichen';
