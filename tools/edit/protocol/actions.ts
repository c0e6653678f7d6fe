import { z } from 'zod';
import type {
  Change,
  Entry,
  OpenItem,
  Picture,
  PublishState,
  RestoreAnswer,
  ServerForm,
  ServerRestoreState,
  SitePicture,
  SitePictureKey,
  Translation,
  TranslationEntry,
} from './answers.ts';

/**
 * The editor's one contract between its app (app/) and its server (server/): every action the app
 * may call with `POST /api/v1 {action, params}`, with a schema of its parameters and the type of its
 * answer. The server checks each request against it before it acts (server/http/request.ts); the
 * app's `editorApi` takes its parameter and answer types from it, so a change here shows on both
 * sides at once.
 */

const none = z.object({});
const path = z.string();
/** A picture sent with a request: its file name and its bytes as base64. */
const upload = z.object({ path, content: z.string(), encoding: z.string() });
const trust = z.object({ trust: z.boolean() });
const text = z.string();

export const editorActions = {
  /** The articles of the article folder, each as the editor loads it. */
  listArticles: z.object({ folder: path }),
  /** One article, settings section (`content/settings/site.yaml#kontakt`) or page's texts. */
  readEntry: z.object({ path }),
  /** Saves an entry (and pictures sent with it); `version` is the one loaded, `newEntry` a new article. */
  saveEntry: z.object({
    dataFiles: z.array(z.object({ path, raw: text, version: z.string().optional() })),
    assets: z.array(upload).optional(),
    newEntry: z.boolean().optional(),
  }),
  /** The pictures in the picture folder by name and path. */
  listPictures: z.object({ folder: path }),
  /** Stores one picture in the picture folder, under a name no other picture has. */
  uploadPicture: z.object({ asset: upload }),
  /** Deletes articles or pictures, through the history. */
  deleteFiles: z.object({ paths: z.array(path) }),
  /** Who uses a picture, asked before it is deleted. */
  pictureUsage: z.object({ path }),
  /** The „Verlauf“ page's recorded changes. */
  history: none,
  /** A recorded version back (`undo`: the one before the change); a stand naming another server asks first. */
  restoreVersion: z.object({ id: text, undo: z.boolean().optional(), confirmTarget: z.boolean().optional() }),
  /** The settings values still the template's example; `file`: those of the English settings' words instead. */
  templateValues: z.object({ file: path.optional() }),
  /** Takes a template value as the owner's own (in `file`, as for templateValues). */
  confirmTemplateValue: z.object({ field: text, file: path.optional() }),
  /** The portrait and the default social picture. */
  sitePictures: none,
  /** Replaces one of them with a photo. */
  replaceSitePicture: z.object({ picture: text, name: text.optional(), content: text }),
  /** The page „Website veröffentlichen“: the launch check's open items, the state, start, host key, test enquiry. */
  launchItems: none,
  publishState: none,
  publishStatus: none,
  publishStart: z.object({ secret: text.optional(), keep: z.boolean().optional() }),
  publishAnswerHostKey: trust,
  publishTestEnquiry: none,
  /** Whether an entry is online as saved. */
  entryStatus: z.object({ collection: text, entry: text }),
  /** The page „Englisch“: each text's English status, starting one, marking one current, one with its German. */
  translations: none,
  startTranslation: z.object({ path }),
  markTranslated: z.object({ path }),
  translationEntry: z.object({ path }),
  /** An English article's own address: its file renamed to `<slug>.md`. */
  renameTranslation: z.object({ path, slug: text }),
  /** The page „Sicherung“: its start, the copies on a server, choosing one, confirming a restore. */
  backupState: none,
  backupServerConnect: z.object({
    protocol: text,
    host: text,
    port: text,
    user: text,
    folder: text,
    backupFolder: text,
    secret: text.optional(),
  }),
  backupServerStatus: none,
  backupServerAnswerHostKey: trust,
  backupServerChoose: z.object({ id: text }),
  backupConfirm: z.object({ ticket: text }),
} satisfies Record<string, z.ZodObject>;

export type EditorAction = keyof typeof editorActions;

/** What the app sends for an action. */
export type ParamsOf<A extends EditorAction> = z.input<(typeof editorActions)[A]>;

/** What the server's handler gets for an action: checked, extra fields left out. */
export type CheckedParams<A extends EditorAction> = z.output<(typeof editorActions)[A]>;

/** What the server answers to each action. */
export interface Answers {
  listArticles: Entry[];
  readEntry: Entry;
  saveEntry: { message: string; version: string };
  listPictures: Picture[];
  uploadPicture: Picture;
  deleteFiles: { message: string };
  pictureUsage: { users: string[] };
  history: Change[];
  restoreVersion: { ask?: string; text?: string };
  templateValues: string[];
  confirmTemplateValue: { field: string };
  sitePictures: SitePicture[];
  replaceSitePicture: { picture: SitePictureKey; width: number; height: number };
  /** `items` block publishing; `notes` (open translations) do not (tools/check-launch/blocking.ts). */
  launchItems: { items: OpenItem[]; notes: OpenItem[] };
  publishState: PublishState;
  publishStatus: PublishState;
  publishStart: PublishState;
  publishAnswerHostKey: PublishState;
  publishTestEnquiry: { ok: boolean; line: string };
  entryStatus: { status: null } | { status: 'online' | 'saved'; text: string };
  translations: { english: boolean; rows: Translation[] };
  startTranslation: { path: string };
  markTranslated: { message: string };
  translationEntry: TranslationEntry;
  renameTranslation: { path: string };
  backupState: { onlyTemplate: boolean; fromServer: ServerForm };
  backupServerConnect: ServerRestoreState;
  backupServerStatus: ServerRestoreState | null;
  backupServerAnswerHostKey: ServerRestoreState | null;
  backupServerChoose: RestoreAnswer;
  backupConfirm: RestoreAnswer;
}

export type AnswerOf<A extends EditorAction> = Answers[A];

/** Whether a name is one of the contract's actions (not one of Object's own keys). */
export const isEditorAction = (name: string): name is EditorAction => Object.hasOwn(editorActions, name);
