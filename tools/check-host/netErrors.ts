import { OwnerError } from '#model/load/ownerError.ts';

/** A failed request, explained in one German line for the site's owner. */
export class HostError extends OwnerError {
  override name = 'HostError';
  /** True when the host name has no DNS entry. */
  readonly unresolved: boolean;

  constructor(message: string, cause?: unknown) {
    super([message]);
    const code = (cause as { code?: unknown } | null)?.code;
    this.unresolved = code === 'ENOTFOUND' || code === 'EAI_NONAME';
  }
}

const certificate: Record<string, (host: string) => string> = {
  CERT_HAS_EXPIRED: (host) =>
    `Das HTTPS-Zertifikat von ${host} ist abgelaufen – beim Hoster erneuern lassen (z. B. automatisch mit Let's Encrypt).`,
  CERT_NOT_YET_VALID: (host) =>
    `Das HTTPS-Zertifikat von ${host} ist noch nicht gültig – Datum des Zertifikats beim Hoster prüfen lassen.`,
  ERR_TLS_CERT_ALTNAME_INVALID: (host) =>
    `Das HTTPS-Zertifikat gilt nicht für ${host}, sondern für andere Namen – beim Hoster ein Zertifikat einrichten, das ${host} enthält.`,
  DEPTH_ZERO_SELF_SIGNED_CERT: (host) =>
    `Das HTTPS-Zertifikat von ${host} ist selbst ausgestellt; Browser vertrauen ihm nicht – beim Hoster ein Zertifikat einer anerkannten Stelle (z. B. Let's Encrypt) einrichten.`,
  SELF_SIGNED_CERT_IN_CHAIN: (host) =>
    `Das HTTPS-Zertifikat von ${host} stammt von einer Stelle, der Browser nicht vertrauen – beim Hoster ein anerkanntes Zertifikat einrichten.`,
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: (host) =>
    `Dem HTTPS-Zertifikat von ${host} fehlt die Kette zu einer anerkannten Stelle (Zwischenzertifikat) – beim Hoster das vollständige Zertifikat einrichten lassen.`,
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: (host) =>
    `Das HTTPS-Zertifikat von ${host} stammt von keiner anerkannten Stelle oder das Zwischenzertifikat fehlt – beim Hoster ein anerkanntes Zertifikat einrichten.`,
  CERT_REVOKED: (host) =>
    `Das HTTPS-Zertifikat von ${host} wurde widerrufen – beim Hoster ein neues einrichten lassen.`,
};
certificate.UNABLE_TO_GET_ISSUER_CERT = certificate.UNABLE_TO_GET_ISSUER_CERT_LOCALLY as (host: string) => string;

/** The German line for a network or certificate error of a request to `url`. */
export function explain(error: unknown, url: URL): string {
  const code = (error as { code?: unknown } | null)?.code;
  const host = url.hostname;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (typeof code === 'string') {
    const cert = certificate[code];
    if (cert) return cert(host);
    if (code === 'ENOTFOUND' || code === 'EAI_NONAME')
      return `Der Name ${host} lässt sich nicht auflösen: kein DNS-Eintrag für ${host} (Schreibweise und Einträge beim Domain-Anbieter prüfen).`;
    if (code === 'EAI_AGAIN')
      return `Der Name ${host} lässt sich gerade nicht auflösen (DNS antwortet nicht) – Internetverbindung prüfen und später wiederholen.`;
    if (code === 'ECONNREFUSED')
      return `${url.protocol}//${host} ist nicht erreichbar: der Server nimmt auf Port ${port} keine Verbindung an.`;
    if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT')
      return `${url.protocol}//${host} antwortet nicht (Zeitüberschreitung).`;
    if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
      return `${url.protocol}//${host} ist nicht erreichbar (kein Weg ins Netz des Servers) – Internetverbindung prüfen.`;
    if (code === 'ECONNRESET' || code === 'EPIPE') return `${url.protocol}//${host} hat die Verbindung abgebrochen.`;
    if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || code === 'EPROTO')
      return `${host} spricht auf Port ${port} kein HTTPS – beim Hoster HTTPS (ein Zertifikat) für ${host} einrichten.`;
    if (/CERT|^ERR_TLS|^ERR_SSL/.test(code))
      return `Die HTTPS-Verbindung zu ${host} scheitert am Zertifikat (${code}).`;
    return `${url.protocol}//${host} ist nicht erreichbar (${code}).`;
  }
  return `${url.protocol}//${host} ist nicht erreichbar (${error instanceof Error ? error.message : String(error)}).`;
}
