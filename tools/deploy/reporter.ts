import type { Line } from './said.ts';

/**
 * How the deploy tells what it does: the terminal (main.ts) prints it, the editor's publish page
 * (tools/edit/server/jobs/publishActions.ts) shows it. One run of the same code for both; only the
 * reporter differs.
 */

/** The steps of a deploy, in order. */
export type DeployPhase = 'build' | 'connect' | 'upload' | 'check';

/** Files and bytes uploaded so far, of how many. */
export interface UploadProgress {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
}

/** The server's key, shown to the owner before anything is sent to it. */
export interface HostKeyQuestion {
  /** host:port */
  server: string;
  fingerprint: string;
}

export interface DeployReporter {
  /** One German line (secrets already replaced), in its terminal and its editor rendering (said.ts). */
  line(text?: Line): void;
  /** A step begins. */
  phase(phase: DeployPhase): void;
  /** After each uploaded file; `text` is the German progress line. */
  progress(progress: UploadProgress, text: string): void;
  /**
   * Asks the owner whether to trust a server whose key is not stored yet. Absent where nobody can
   * be asked (no terminal, CI): then the deploy refuses unless --yes was given.
   */
  askHostKey?: (question: HostKeyQuestion) => Promise<boolean>;
  /** The server refused the login with the password: the editor asks for it again. */
  loginRefused?: () => void;
}
