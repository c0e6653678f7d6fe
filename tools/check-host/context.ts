import type { Line } from '../deploy/said.ts';
import type { Answer } from './request.ts';

/** What every check gets: the checked origin and its home page as served. */
export interface CheckContext {
  /** The deployed origin, e.g. `https://www.meine-domain.at`. */
  origin: URL;
  /** `/` of that origin, fetched with Accept-Encoding Brotli and gzip. */
  home: Answer;
  /** The local build folder (`DIST_DIR`, default `dist`), for what only the build knows. */
  distDir: string;
  /** The project whose settings the build used; the project's own unless given (the unit tests give their fixture). */
  root?: string;
}

/** A check's result: one German line per problem (in the terminal's and the owner's words where they differ), and what it checked for the summary. */
export interface CheckResult {
  problems: Line[];
  checked: Line;
}

export type Check = (context: CheckContext) => Promise<CheckResult>;
