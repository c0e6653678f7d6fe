import { OwnerError, type Problem } from '#model/load/ownerError.ts';
import type { Target } from './target.ts';

/** What stops a deploy, in one German line for the owner; never a stack trace. */
export class DeployError extends OwnerError {
  /** What it is about, where a page words it for the owner itself (`otherKey`, `noBackupFolder`). */
  readonly kind?: ErrorKind;
  constructor(problem: Problem | string, kind?: ErrorKind) {
    super([problem]);
    this.name = 'DeployError';
    if (kind) this.kind = kind;
  }
}

/** What went wrong with a connection, as far as the owner can do something about it. */
export type ErrorKind =
  | 'login'
  | 'keyPassphrase'
  | 'unknownHost'
  | 'refused'
  | 'otherKey'
  | 'certificate'
  | 'noTls'
  | 'notAllowed'
  | 'handshake'
  | 'lost'
  | 'noBackupFolder'
  | 'other';

interface Described {
  code?: unknown;
  message?: unknown;
}

const codeOf = (error: unknown): string => String((error as Described | null)?.code ?? '');
const messageOf = (error: unknown): string => String((error as Described | null)?.message ?? error);

/** The settings fields and variables that hold the credentials of this target. */
function credentials(target: Target): string {
  return target.privateKey
    ? `Benutzername (deploy.user „${target.user}“) oder SSH-Schlüssel (DEPLOY_SSH_KEY) stimmen nicht`
    : `Benutzername (deploy.user „${target.user}“) oder Passwort (DEPLOY_PASSWORD) stimmen nicht`;
}

/** Whether the error means that the connection to the server is gone. */
export function connectionLost(error: unknown): boolean {
  const code = codeOf(error);
  const message = messageOf(error);
  return (
    ['ECONNRESET', 'EPIPE', 'ERR_NOT_CONNECTED', 'ETIMEDOUT', 'ECONNABORTED'].includes(code) ||
    /No SFTP connection|not connected|Unexpected (end|close)|Client is closed|closed connection|FIN packet|socket hang up|ECONNRESET|EPIPE|connection lost|Timeout|timed out|Channel open failure|disconnect/i.test(
      message,
    ) ||
    // ssh2-sftp-client drops its SFTP channel when the connection closes; a call that was already
    // under way then fails on the missing channel (`this.sftp.unlink` of undefined).
    /Cannot read properties of (undefined|null) \(reading '(unlink|rename|ext_openssh_rename|open|close|write|stat|lstat|mkdir|readdir|fastPut|createWriteStream)'\)/.test(
      message,
    )
  );
}

/**
 * Whether an error after the connection was opened means that the server went away: a connection
 * lost, or one refused (FTP opens a new data connection for each file, and a server that has
 * stopped refuses it; the address was right, it has just been used).
 */
export const goneAfterOpen = (error: unknown): boolean => connectionLost(error) || errorKind(error) === 'refused';

/** The kind of a connection's error (a DeployError knows its own, if any). */
export function errorKind(error: unknown): ErrorKind {
  if (error instanceof DeployError) return error.kind ?? 'other';
  const code = codeOf(error);
  const message = messageOf(error);
  if (
    /authentication methods failed|Login authentication failed|Login incorrect|^530|ERR_BAD_AUTH/i.test(message) ||
    code === '530'
  )
    return 'login';
  if (/Cannot parse privateKey|bad passphrase|integrity check failed/i.test(message)) return 'keyPassphrase';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || /Address lookup failed|ENOTFOUND|EAI_AGAIN/.test(message))
    return 'unknownHost';
  if (code === 'ECONNREFUSED' || /refused connection|ECONNREFUSED/.test(message)) return 'refused';
  if (/host key|Host denied|hostVerifier/i.test(message)) return 'otherKey';
  if (/CERT|certificate|self.signed|altname|UNABLE_TO_VERIFY/i.test(`${code} ${message}`)) return 'certificate';
  if (/AUTH TLS|^5(00|02|04|34)\b/.test(message)) return 'noTls';
  if (/Permission denied|EACCES|^550|^553/i.test(message) || code === 'EACCES' || code === '550' || code === '553')
    return 'notAllowed';
  if (/Handshake failed|no matching|Unsupported algorithm/i.test(message)) return 'handshake';
  if (connectionLost(error)) return 'lost';
  return 'other';
}

/** The first line of an error's own message (for `other`). */
export const firstLine = (error: unknown): string => messageOf(error).split('\n')[0] ?? '';

/**
 * What went wrong, in one German line naming the setting to check. `opened`: the connection had
 * been opened, so a refused one is the server gone away, not a setting to check (see `goneAfterOpen`).
 */
export function describeError(error: unknown, target: Target, opened = false): string {
  if (error instanceof DeployError) return error.message;
  const server = `${target.host}:${target.port}`;
  const kind = errorKind(error);
  switch (opened && kind === 'refused' ? 'lost' : kind) {
    case 'login':
      return `Anmeldung am Server ${server} abgelehnt: ${credentials(target)}. Nichts wurde hochgeladen oder gelöscht.`;
    case 'keyPassphrase':
      return `DEPLOY_SSH_KEY_PASSPHRASE: passt nicht zum SSH-Schlüssel (DEPLOY_SSH_KEY) – erlaubt: die Passphrase, mit der der Schlüssel geschützt ist. Nichts wurde gesendet.`;
    case 'unknownHost':
      return `Den Server „${target.host}“ (deploy.host) gibt es nicht oder er ist gerade nicht zu finden – den Namen in den Zugangsdaten Ihres Anbieters prüfen.`;
    case 'refused':
      return `Der Server ${server} nimmt keine Verbindung an – deploy.host, deploy.port und deploy.protocol („${target.protocol}“) prüfen; sonst ist der Server gerade nicht erreichbar.`;
    case 'otherKey':
      return `Der Server ${server} hat sich nicht mit dem Schlüssel aus deploy.hostKey gemeldet: ein anderer Server oder ein neuer Schlüssel – beim Anbieter nachfragen. Nichts wurde hochgeladen oder gelöscht.`;
    case 'certificate':
      return `Das TLS-Zertifikat des Servers ${server} wird nicht anerkannt (abgelaufen, selbst ausgestellt oder für einen anderen Namen) – deploy.host muss der Name sein, für den das Zertifikat gilt (beim Anbieter erfragen).`;
    case 'noTls':
      return `Der Server ${server} bietet kein FTPS (AUTH TLS) an – beim Anbieter nach sftp oder ftps fragen und deploy.protocol anpassen.`;
    case 'notAllowed':
      return `Der Server ${server} erlaubt das Schreiben in den Ordner „${target.folder}“ (deploy.folder) nicht – den Ordner aus den Zugangsdaten Ihres Anbieters eintragen.`;
    case 'handshake':
      return `Mit dem Server ${server} ließ sich keine verschlüsselte Verbindung aushandeln – deploy.protocol („${target.protocol}“) und deploy.port prüfen.`;
    case 'lost':
      return `Die Verbindung zum Server ${server} ist abgebrochen oder er antwortet nicht mehr.`;
    default:
      return `Unerwarteter Fehler bei der Verbindung mit ${server}: ${firstLine(error)}`;
  }
}
