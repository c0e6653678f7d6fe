import { OwnerError, type Problem } from '#model/load/ownerError.ts';
import { publishText } from '#tools/text/publish.ts';
import { deploySection, type Said, said } from './said.ts';
import type { Target } from './target.ts';

/**
 * What stops a deploy, in one German line; never a stack trace. Given as `Said`, the message is
 * the terminal's line and `ownerText` the publish page's (said.ts).
 */
export class DeployError extends OwnerError {
  /** What it is about, where a page words it for the owner itself (`otherKey`, `noBackupFolder`). */
  readonly kind?: ErrorKind;
  /** The editor's rendering, where it differs from the message. */
  readonly ownerText?: string;
  constructor(problem: Problem | string | Said, kind?: ErrorKind) {
    super([typeof problem === 'object' && 'terminal' in problem ? problem.terminal : problem]);
    this.name = 'DeployError';
    if (kind) this.kind = kind;
    if (typeof problem === 'object' && 'owner' in problem) this.ownerText = problem.owner;
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

/** The kind an error is reported as: after the connection was opened, a refused one is the server gone away. */
export const reportedKind = (error: unknown, opened: boolean): ErrorKind => {
  const kind = errorKind(error);
  return opened && kind === 'refused' ? 'lost' : kind;
};

/**
 * What went wrong, in one German line naming the setting to check: in the terminal its key, on the
 * publish page its label and section. `opened`: the connection had been opened, so a refused one
 * is the server gone away, not a setting to check (see `goneAfterOpen`).
 */
export function describeFailure(error: unknown, target: Target, opened = false): Said {
  if (error instanceof DeployError) return said(error.message, error.ownerText ?? error.message);
  const server = `${target.host}:${target.port}`;
  const protocol = target.protocol.toUpperCase();
  const fields = (...labels: string[]) => `${labels.map((label) => `„${label}“`).join(', ')} unter ${deploySection}`;
  switch (reportedKind(error, opened)) {
    case 'login':
      return said(
        `Anmeldung am Server ${server} abgelehnt: ${credentials(target)}. Nichts wurde hochgeladen oder gelöscht.`,
        target.privateKey
          ? `Anmeldung am Server ${server} abgelehnt: Der Server nimmt den Benutzernamen „${target.user}“ mit dem SSH-Schlüssel dieses Computers nicht an – den Benutzernamen unter ${deploySection} prüfen, sonst den Schlüssel bei Ihrem Anbieter hinterlegen lassen. Nichts wurde hochgeladen oder gelöscht.`
          : `Anmeldung am Server ${server} abgelehnt: Benutzername „${target.user}“ oder Passwort stimmen nicht. Geben Sie das Passwort noch einmal ein und drücken Sie erneut „${publishText.button}“; den Benutzernamen finden Sie unter ${deploySection}. Nichts wurde hochgeladen oder gelöscht.`,
      );
    case 'keyPassphrase':
      return said(
        `DEPLOY_SSH_KEY_PASSPHRASE: passt nicht zum SSH-Schlüssel (DEPLOY_SSH_KEY) – erlaubt: die Passphrase, mit der der Schlüssel geschützt ist. Nichts wurde gesendet.`,
        'Die Passphrase passt nicht zu Ihrem SSH-Schlüssel – bitte noch einmal eingeben. Nichts wurde gesendet.',
      );
    case 'unknownHost':
      return said(
        `Den Server „${target.host}“ (deploy.host) gibt es nicht oder er ist gerade nicht zu finden – den Namen in den Zugangsdaten Ihres Anbieters prüfen.`,
        `Den Server „${target.host}“ gibt es nicht oder er ist gerade nicht zu finden – ${fields('Server')} mit den Zugangsdaten Ihres Anbieters vergleichen.`,
      );
    case 'refused':
      return said(
        `Der Server ${server} nimmt keine Verbindung an – deploy.host, deploy.port und deploy.protocol („${target.protocol}“) prüfen; sonst ist der Server gerade nicht erreichbar.`,
        `Der Server ${server} nimmt keine Verbindung an – ${fields('Server', 'Port', 'Protokoll')} prüfen (jetzt ${protocol}); sonst ist der Server gerade nicht erreichbar: später noch einmal „${publishText.button}“ drücken.`,
      );
    case 'otherKey':
      return said(
        `Der Server ${server} hat sich nicht mit dem Schlüssel aus deploy.hostKey gemeldet: ein anderer Server oder ein neuer Schlüssel – beim Anbieter nachfragen. Nichts wurde hochgeladen oder gelöscht.`,
        `Der Server ${server} hat sich nicht mit dem Schlüssel gemeldet, den Sie bestätigt haben: ein anderer Server oder ein neuer Schlüssel – beim Anbieter nachfragen. Nichts wurde hochgeladen oder gelöscht.`,
      );
    case 'certificate':
      return said(
        `Das TLS-Zertifikat des Servers ${server} wird nicht anerkannt (abgelaufen, selbst ausgestellt oder für einen anderen Namen) – deploy.host muss der Name sein, für den das Zertifikat gilt (beim Anbieter erfragen).`,
        `Das Sicherheitszertifikat des Servers ${server} wird nicht anerkannt (abgelaufen, selbst ausgestellt oder für einen anderen Namen) – als ${fields('Server')} muss der Name stehen, für den das Zertifikat gilt (beim Anbieter erfragen).`,
      );
    case 'noTls':
      return said(
        `Der Server ${server} bietet kein FTPS (AUTH TLS) an – beim Anbieter nach sftp oder ftps fragen und deploy.protocol anpassen.`,
        `Der Server ${server} bietet keine verschlüsselte FTP-Verbindung (FTPS) an – beim Anbieter nach SFTP oder FTPS fragen und ${fields('Protokoll')} anpassen.`,
      );
    case 'notAllowed':
      return said(
        `Der Server ${server} erlaubt das Schreiben in den Ordner „${target.folder}“ (deploy.folder) nicht – den Ordner aus den Zugangsdaten Ihres Anbieters eintragen.`,
        `Der Server ${server} erlaubt das Schreiben in den Ordner „${target.folder}“ nicht – den Ordner aus den Zugangsdaten Ihres Anbieters als ${fields('Ordner am Server')} eintragen.`,
      );
    case 'handshake':
      return said(
        `Mit dem Server ${server} ließ sich keine verschlüsselte Verbindung aushandeln – deploy.protocol („${target.protocol}“) und deploy.port prüfen.`,
        `Mit dem Server ${server} ließ sich keine verschlüsselte Verbindung aushandeln – ${fields('Protokoll', 'Port')} prüfen (jetzt ${protocol}).`,
      );
    case 'lost':
      return said(
        `Die Verbindung zum Server ${server} ist abgebrochen oder er antwortet nicht mehr.`,
        `Die Verbindung zum Server ${server} ist abgebrochen oder er antwortet nicht mehr.`,
      );
    default: {
      const text = `Unerwarteter Fehler bei der Verbindung mit ${server}: ${firstLine(error)}`;
      return said(text, text);
    }
  }
}

/** The terminal's line of `describeFailure` (the restore and the backup report in the terminal's words). */
export const describeError = (error: unknown, target: Target, opened = false): string =>
  describeFailure(error, target, opened).terminal;
