/**
 * The deploy target as a save in the editor may write it (issue 40). The server's key
 * (`deploy.hostKey`) is never the form's to set: only the key question of the publish page or of
 * the terminal writes it, after the owner has seen the key (tools/deploy/hostKey.ts). A save keeps
 * the confirmed key as long as protocol, server, port and user stay the same; any other server drops
 * it, so the next publish shows the new server's key and asks before any password is sent.
 */

type Values = Record<string, unknown>;

const isValues = (value: unknown): value is Values =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What identifies the server: a change of any of these is another server. */
const serverFields = ['protocol', 'host', 'port', 'user'] as const;

/** `next` (the settings about to be written) with the key as it may stand, given the settings on disk. */
export function keptDeployTarget(current: unknown, next: unknown): unknown {
  if (!isValues(next) || !isValues(next.deploy)) return next;
  const { hostKey: _sent, ...target } = next.deploy;
  const before = isValues(current) && isValues(current.deploy) ? current.deploy : undefined;
  const sameServer =
    before !== undefined && serverFields.every((field) => (before[field] ?? null) === (target[field] ?? null));
  const key = sameServer && typeof before.hostKey === 'string' && before.hostKey !== '' ? before.hostKey : undefined;
  return { ...next, deploy: key === undefined ? target : { ...target, hostKey: key } };
}
