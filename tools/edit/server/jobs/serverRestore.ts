import { deployProtocols } from '#model/schemas/settings.ts';
import { backupText } from '#tools/text/backup.ts';
import { targetText } from '#tools/text/target.ts';
import { copyText } from '../../../deploy/backup/copyText.ts';
import { fetchCopy } from '../../../deploy/backup/fetchCopy.ts';
import { DeployError, errorKind, firstLine } from '../../../deploy/errors.ts';
import { defaultPorts, type Protocol, type Target } from '../../../deploy/target.ts';
import { type OpenBackup, openBackup } from '../../../restore/connect.ts';
import { type Server, serverRules, settingsServer, withSecrets } from '../../../restore/restoreTarget.ts';
import type { ServerRestoreState } from '../../protocol/answers.ts';
import type { Handlers } from '../http/request.ts';
import { hostKeyAsker } from './hostKeyAnswer.ts';
import { missingSecret, otherServerSecret } from './missingSecret.ts';

/**
 * The restore from the server on the editor's page „Sicherung“: the same connection as
 * `npm run restore` (restore/connect.ts: the server's key shown and confirmed before anything is
 * sent), the same list of copies, the same checked fetch. The page polls the state while the
 * connection is made, answers the question about the key, then chooses a copy. The password typed
 * into the page lives only in this connection's target in memory: never written, never logged,
 * gone when the connection closes. The chosen copy is then restored as a backup file is
 * (backupRoutes.ts: a question over the owner's own work, a history entry that can be undone).
 */

const protocols = deployProtocols.filter((protocol) => protocol !== 'ftp');
const text = backupText.server;

let state: ServerRestoreState | undefined;
let open: (OpenBackup & { server: Pick<Target, 'host' | 'port' | 'user'> }) | undefined;
let asker: ReturnType<typeof hostKeyAsker> | undefined;
/** An open connection nobody uses is closed after this long. */
const idleLimit = 10 * 60_000;
let idle: ReturnType<typeof setTimeout> | undefined;

async function closeConnection() {
  clearTimeout(idle);
  const closing = open;
  open = undefined;
  await closing?.remote.close();
}

/** The page's form as it starts: the settings' server if there is one, and which secret it asks for. */
export function serverForm(root: string) {
  const server = settingsServer(root);
  const protocol = server && server.protocol !== 'ftp' ? server.protocol : 'sftp';
  return {
    server: {
      protocol,
      host: server?.host ?? '',
      port: String(server?.port ?? defaultPorts[protocol]),
      user: server?.user ?? '',
      folder: server?.folder ?? '',
      backupFolder: server?.backupFolder ?? '',
    },
    asks: missingSecret(root, protocol) ?? null,
    /** What any other server asks for, per protocol: never the stored password (connectionTarget). */
    otherAsks: Object.fromEntries(protocols.map((name) => [name, otherServerSecret(root, name) ?? null])),
    /** The server the stored password is for: the page compares what is typed with it. */
    saved: server
      ? { protocol: server.protocol, host: server.host, port: String(server.port), user: server.user }
      : null,
    job: state ?? null,
    /** The protocols the page offers, each with its usual port (the deploy's defaults). */
    ports: Object.fromEntries(protocols.map((name) => [name, String(defaultPorts[name])])),
  };
}

const field = (params: Record<string, unknown>, name: string) =>
  typeof params[name] === 'string' ? (params[name] as string).trim() : '';

/** What names the server the password goes to; the folders only choose where on it. */
type ServerName = Pick<Server, 'protocol' | 'host' | 'port' | 'user'>;

/** Whether `typed` is the server the settings name, the only one the stored password and key are for. */
const savedServer = (stored: ServerName | undefined, typed: ServerName): stored is ServerName =>
  stored?.protocol === typed.protocol &&
  stored.host === typed.host &&
  stored.port === typed.port &&
  stored.user === typed.user;

/**
 * The target of one connection: for the server the settings name, the password or key stored on
 * this computer (or the secret typed where none is). Any other server gets no stored password, only
 * the one typed for this connection, so that a changed address never receives it; a stored SSH key
 * may serve it, since the key never leaves this computer and its signature is good for that one
 * connection only.
 */
function connectionTarget(root: string, server: Server, typed: string): Target | { refused: string } {
  const asks = missingSecret(root, server.protocol);
  const stored = withSecrets(root, server, asks && typed ? { ...process.env, [asks]: typed } : process.env);
  if (stored && 'refused' in stored) return { refused: text.keyUnreadable };
  if (stored?.privateKey) return stored;
  if (!savedServer(settingsServer(root), server))
    return typed ? { ...server, password: typed, siteUrl: '' } : { refused: text.invalid.otherServerSecret };
  const label =
    asks === 'DEPLOY_SSH_KEY_PASSPHRASE' ? text.secret.DEPLOY_SSH_KEY_PASSPHRASE : text.secret.DEPLOY_PASSWORD;
  return stored ?? { refused: text.invalid.secret(label) };
}

/** The server as typed into the page, or the first thing that cannot be right. */
function typedServer(root: string, params: Record<string, unknown>): Server | string {
  const protocol = field(params, 'protocol') as Protocol;
  if (!(protocols as string[]).includes(protocol)) return text.invalid.protocol(field(params, 'protocol'));
  const values = {
    host: field(params, 'host'),
    port: field(params, 'port') || String(defaultPorts[protocol]),
    user: field(params, 'user'),
    folder: field(params, 'folder'),
    backupFolder: field(params, 'backupFolder'),
  };
  for (const name of ['host', 'port', 'user', 'folder', 'backupFolder'] as const)
    if (!serverRules[name](values[name])) return text.invalid[name](values[name]);
  // The confirmed key counts only for the server it was confirmed for.
  const stored = settingsServer(root);
  const same = savedServer(stored, { protocol, host: values.host, port: Number(values.port), user: values.user });
  return {
    protocol,
    host: values.host,
    port: Number(values.port),
    user: values.user,
    folder: values.folder,
    ...(values.backupFolder ? { backupFolder: values.backupFolder } : {}),
    ...(same && stored.hostKey ? { hostKey: stored.hostKey } : {}),
  };
}

/** Why the connection failed, in the owner's words. */
export function ownerReason(error: unknown, target: Pick<Target, 'host' | 'port' | 'user'>): string {
  const server = `${target.host}:${target.port}`;
  const kind = errorKind(error);
  if (error instanceof DeployError && !error.kind) return error.message;
  if (kind === 'other') return text.errors.other(server, firstLine(error));
  return text.errors[kind](server, target.user);
}

/** Connects and lists the copies, in the background; the page polls `backupServerStatus`. */
function start(root: string, params: Record<string, unknown>): ServerRestoreState {
  if (state?.running) return { ...state, refused: text.busy };
  const server = typedServer(root, params);
  if (typeof server === 'string') return { running: false, refused: server };
  const target = connectionTarget(root, server, typeof params.secret === 'string' ? params.secret : '');
  if ('refused' in target) return { running: false, refused: target.refused };
  const current: ServerRestoreState = { running: true };
  state = current;
  const question = hostKeyAsker(current);
  asker = question;
  const reporter = { line: () => undefined, askHostKey: question.ask };
  void closeConnection()
    .then(() => openBackup(target, reporter))
    .then((opened) => {
      if (!opened) {
        current.refused = question.expired ? targetText.questionExpired : text.notTrusted;
        return;
      }
      open = { ...opened, server: { host: target.host, port: target.port, user: target.user } };
      idle = setTimeout(() => void closeConnection(), idleLimit);
      current.copies = opened.copies.map((copy) => ({ id: copy.id, text: copyText(copy) }));
      if (opened.copies.length === 0) current.refused = text.none;
    })
    .catch((error: unknown) => {
      current.refused = `${text.failed} ${ownerReason(error, target)}`;
    })
    .finally(() => {
      current.running = false;
      current.question = undefined;
    });
  return current;
}

/** The chosen copy, fetched and checked whole over the open connection, which then closes. */
export async function fetchChosen(id: unknown) {
  const opened = open;
  const copy = opened?.copies.find((candidate) => candidate.id === id);
  if (!opened || !copy) throw new DeployError(text.expired);
  try {
    return await fetchCopy(opened.backup, copy.id, `vom Server (${copyText(copy)})`);
  } catch (error) {
    if (error instanceof DeployError) throw error;
    throw new DeployError(ownerReason(error, opened.server));
  } finally {
    state = undefined;
    await closeConnection();
  }
}

/** The actions of a copy from the server (backupRoutes.ts adds them to the page's). */
export const serverRestoreActions = (
  root: string,
): Handlers<'backupServerConnect' | 'backupServerStatus' | 'backupServerAnswerHostKey'> => ({
  backupServerConnect: (params) => start(root, params),
  backupServerStatus: () => state ?? null,
  backupServerAnswerHostKey: ({ trust }) => {
    asker?.answer(trust);
    return state ?? null;
  },
});
