import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import { readEnvFile, type SecretName, secretsFrom } from '../deploy/envFile.ts';

/**
 * The secret neither .env.deploy nor the environment holds, which the owner types into the page
 * for one run: the password, or the passphrase of a protected SSH key.
 */
export function missingSecret(root: string, protocol: string): Exclude<SecretName, 'DEPLOY_SSH_KEY'> | undefined {
  const secrets = secretsFrom(readEnvFile(path.join(root, '.env.deploy')), process.env);
  if (protocol === 'sftp' && secrets.DEPLOY_SSH_KEY) {
    if (secrets.DEPLOY_SSH_KEY_PASSPHRASE) return undefined;
    const file = path.resolve(root, secrets.DEPLOY_SSH_KEY.replace(/^~(?=\/|$)/, homedir()));
    const parsed = existsSync(file) ? ssh2.utils.parseKey(readFileSync(file)) : undefined;
    return parsed instanceof Error && /encrypted|passphrase/i.test(parsed.message)
      ? 'DEPLOY_SSH_KEY_PASSPHRASE'
      : undefined;
  }
  return secrets.DEPLOY_PASSWORD ? undefined : 'DEPLOY_PASSWORD';
}

/** Whether the login uses a password (not an SSH key): only a password can be typed again after a refusal. */
export function usesPassword(root: string, protocol: string): boolean {
  return protocol !== 'sftp' || !secretsFrom(readEnvFile(path.join(root, '.env.deploy')), process.env).DEPLOY_SSH_KEY;
}
