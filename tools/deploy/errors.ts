import { OwnerError } from '#model/load/ownerError';
import type { Target } from './target';

/** What stops a deploy, in one German line for the owner; never a stack trace. */
export class DeployError extends OwnerError {
  constructor(message: string) {
    super([message]);
    this.name = 'DeployError';
  }
}

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

/** What went wrong, in one German line naming the setting to check. */
export function describeError(error: unknown, target: Target): string {
  if (error instanceof DeployError) return error.message;
  const code = codeOf(error);
  const message = messageOf(error);
  const server = `${target.host}:${target.port}`;
  if (
    /authentication methods failed|Login authentication failed|Login incorrect|^530|ERR_BAD_AUTH/i.test(message) ||
    code === '530'
  )
    return `Anmeldung am Server ${server} abgelehnt: ${credentials(target)}. Nichts wurde hochgeladen oder gelöscht.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || /Address lookup failed|ENOTFOUND|EAI_AGAIN/.test(message))
    return `Den Server „${target.host}“ (deploy.host) gibt es nicht oder er ist gerade nicht zu finden – den Namen in den Zugangsdaten Ihres Anbieters prüfen.`;
  if (code === 'ECONNREFUSED' || /refused connection|ECONNREFUSED/.test(message))
    return `Der Server ${server} nimmt keine Verbindung an – deploy.host, deploy.port und deploy.protocol („${target.protocol}“) prüfen; sonst ist der Server gerade nicht erreichbar.`;
  if (/host key|Host denied|hostVerifier/i.test(message))
    return `Der Server ${server} hat sich nicht mit dem Schlüssel aus deploy.hostKey gemeldet: ein anderer Server oder ein neuer Schlüssel – beim Anbieter nachfragen. Nichts wurde hochgeladen oder gelöscht.`;
  if (/CERT|certificate|self.signed|altname|UNABLE_TO_VERIFY/i.test(`${code} ${message}`))
    return `Das TLS-Zertifikat des Servers ${server} wird nicht anerkannt (abgelaufen, selbst ausgestellt oder für einen anderen Namen) – deploy.host muss der Name sein, für den das Zertifikat gilt (beim Anbieter erfragen).`;
  if (/AUTH TLS|^5(00|02|04|34)\b/.test(message))
    return `Der Server ${server} bietet kein FTPS (AUTH TLS) an – beim Anbieter nach sftp oder ftps fragen und deploy.protocol anpassen.`;
  if (/Permission denied|EACCES|^550|^553/i.test(message) || code === 'EACCES' || code === '550' || code === '553')
    return `Der Server ${server} erlaubt das Schreiben in den Ordner „${target.folder}“ (deploy.folder) nicht – den Ordner aus den Zugangsdaten Ihres Anbieters eintragen.`;
  if (/Handshake failed|no matching|Unsupported algorithm/i.test(message))
    return `Mit dem Server ${server} ließ sich keine verschlüsselte Verbindung aushandeln – deploy.protocol („${target.protocol}“) und deploy.port prüfen.`;
  if (connectionLost(error)) return `Die Verbindung zum Server ${server} ist abgebrochen oder er antwortet nicht mehr.`;
  return `Unerwarteter Fehler bei der Verbindung mit ${server}: ${message.split('\n')[0]}`;
}
