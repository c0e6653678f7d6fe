import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { problemLine } from '#model/load/ownerError.ts';

/** The names `npm run deploy` reads from the environment or from .env.deploy. */
export const secretNames = ['DEPLOY_PASSWORD', 'DEPLOY_SSH_KEY', 'DEPLOY_SSH_KEY_PASSPHRASE'] as const;
export type SecretName = (typeof secretNames)[number];

const isSecretName = (name: string): name is SecretName => (secretNames as readonly string[]).includes(name);

/** What .env.deploy holds, or German lines about what is wrong in it (never quoting a value). */
export interface EnvFile {
  values: Partial<Record<SecretName, string>>;
  problems: string[];
}

/**
 * Reads the untracked file .env.deploy: `NAME=Wert` per line, `#` starts a comment line, a value
 * may stand in '…' or "…". Everything after the first = is the value, # included (passwords may
 * contain it). A missing file is no mistake: the values may come from the environment.
 */
export function readEnvFile(file: string, shownName = '.env.deploy'): EnvFile {
  const values: EnvFile['values'] = {};
  const problems: string[] = [];
  if (!existsSync(file)) return { values, problems };
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/.exec(line);
    const refuse = (text: string) => problems.push(problemLine({ file: shownName, line: index + 1, text }));
    if (!match?.[1]) {
      refuse('keine Zuweisung – erlaubt: NAME=Wert, z. B. DEPLOY_PASSWORD=Ihr Passwort');
      return;
    }
    const name = match[1];
    if (!isSecretName(name)) {
      refuse(`„${name}“ ist unbekannt – erlaubt: ${secretNames.join(', ')}`);
      return;
    }
    const value = (match[2] ?? '').trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    values[name] = quoted ? (quoted[2] ?? '') : value;
  });
  return { values, problems };
}

/** The secrets: a variable set in the environment wins over the file; empty counts as not set. */
export function secretsFrom(file: EnvFile, env: NodeJS.ProcessEnv): Partial<Record<SecretName, string>> {
  const secrets: Partial<Record<SecretName, string>> = {};
  for (const name of secretNames) {
    const value = env[name]?.trim() ? env[name] : file.values[name];
    if (value?.trim()) secrets[name] = value;
  }
  return secrets;
}

/**
 * Keeps a secret in .env.deploy as `NAME="value"`: replaces the file's line of that name, or adds
 * one; every other line, comments included, stays as it is. Readable by the owner only where the
 * file is new. A value the file cannot hold (a line break) is refused with false.
 */
export function storeSecret(file: string, name: SecretName, value: string): boolean {
  if (/[\r\n]/.test(value)) return false;
  const line = `${name}="${value}"`;
  const text = existsSync(file) ? readFileSync(file, 'utf8').replace(/\r?\n$/, '') : '';
  const lines = text === '' ? [] : text.split(/\r?\n/);
  const assigns = new RegExp(`^\\s*(?:export\\s+)?${name}\\s*=`);
  const at = lines.findIndex((current) => assigns.test(current));
  const kept = lines.filter((current) => !assigns.test(current));
  // Where the first one stood (no line before it assigns the name), or at the end.
  kept.splice(at === -1 ? kept.length : at, 0, line);
  writeFileSync(file, `${kept.join('\n')}\n`, { mode: 0o600 });
  return true;
}
