import type { templateImages } from '../../check-launch/templateFiles.ts';
import type { DeployPhase, HostKeyQuestion, UploadProgress } from '../../deploy/reporter.ts';
import type { backupText } from '../../text/backup.ts';
import type { publishText } from '../../text/publish.ts';

/**
 * What the editor's server answers to each action (actions.ts names them): the app reads these
 * types, the server's handlers must return them, so neither side keeps a copy of the other's shape.
 */

/** An article, a settings section or a page's texts as the editor loads it. */
export interface Entry {
  /** The file's text (an article) or its values as YAML (a data file); `null` when it is not there. */
  data: string | null;
  file: { path: string };
  /** The version the editor loaded (server/files/entryVersion.ts); a save over a newer one is refused. */
  version: string;
}

/** A picture in the picture folder, by its path in the project and its file name. */
export interface Picture {
  path: string;
  name: string;
}

/** One recorded change of the „Verlauf“ page, in the owner's words. */
export interface Change {
  id: string;
  kind: string;
  text: string;
}

/** An open item of the launch check, with the editor's place for it (`#/…?feld=…`) where it has one. */
export interface OpenItem {
  text: string;
  link?: string;
  place: string;
}

/** The page „Website veröffentlichen“: where it would publish to, the last publish, the running one. */
export interface PublishState {
  target: {
    address: string;
    server: string;
    user: string;
    folder: string;
    asks: keyof typeof publishText.secret | null;
  } | null;
  last: { publishedAt: string; files: number } | null;
  job: JobState | null;
  /** Why a publish did not start, in one German line. */
  refused?: string;
}

/** What a restore answers: done, a question with its ticket, or a refusal. */
export interface RestoreAnswer {
  done?: string;
  ask?: string;
  ticket?: string;
  refused?: string;
  undoable?: boolean;
}

/** The page „Sicherung“'s form for a copy from the server, as it starts. */
export interface ServerForm {
  server: Record<keyof typeof backupText.server.fields, string>;
  asks: keyof typeof backupText.server.secret | null;
  /** What another server than the saved one asks for, per protocol. */
  otherAsks: Record<string, keyof typeof backupText.server.secret | null>;
  /** The server the stored password is for, if the settings name one. */
  saved: Record<'protocol' | 'host' | 'port' | 'user', string> | null;
  job: ServerRestoreState | null;
  /** The protocols offered, each with its usual port. */
  ports: Record<string, string>;
}

export interface JobState {
  /** `deploy`: build, upload, check; `build`: only the build (no upload target in the settings). */
  kind: 'deploy' | 'build';
  running: boolean;
  phase?: DeployPhase;
  lines: string[];
  /** What the check of the live site said (its lines from „Prüfe …“ on). */
  checkLines: string[];
  progress?: UploadProgress;
  /** The progress as one German line: „Hochgeladen: 12 von 46 Dateien, 734,2 kB von 2,1 MB“. */
  progressText?: string;
  /** Set while the deploy waits for the owner to trust the server's key. */
  question?: HostKeyQuestion;
  /** The exit code once finished: 0 done, 1 not (or done, but the host check found problems). */
  code?: number;
  /** Whether the upload completed (then the site changed, even if the host check found problems). */
  uploaded?: boolean;
  /** The server refused the password: the page asks for it again. */
  loginRefused?: boolean;
}

export interface ServerRestoreState {
  running: boolean;
  question?: HostKeyQuestion | undefined;
  /** The copies on the server, newest first, as the owner recognises them. */
  copies?: { id: string; text: string }[];
  /** One German line: why there is no list. */
  refused?: string;
}

export type SitePictureKey = (typeof templateImages)[number]['picture'];

export interface SitePicture {
  key: SitePictureKey;
  file: string;
  width: number;
  height: number;
  /** The data file and field of the picture's description. */
  description: { file: string; field: string };
}

/**
 * A page text, article or the settings' words with its English status (model/i18n/translationStatus.ts),
 * for the page „Englisch“.
 */
export interface Translation {
  kind: 'text' | 'article' | 'settings';
  /** The data file's key (`home`, `settings`) or the German article's slug. */
  id: string;
  german: string;
  english: string | undefined;
  status: 'nur Deutsch' | 'übersetzt' | 'veraltet';
  /** What the owner calls it: „Seite „Startseite““, „Artikel „Titel““. */
  title: string;
}

/** An English file with the German text it is translated from, shown beside it read-only. */
export interface TranslationEntry {
  path: string;
  german: string;
  germanText: string;
  text: string;
}
