import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import { readEnvFile, type SecretName, secretsFrom } from '../../../deploy/envFile.ts';

const storedSecrets = (root: string) => secretsFrom(readEnvFile(path.join(root, '.env.deploy')), process.env);

/**
 * The secret neither .env.deploy nor the environment holds, which the owner types into the page
 * for one run: the password, or the passphrase of a protected SSH key.
 */
export function missingSecret(root: string, protocol: string): Exclude<SecretName, 'DEPLOY_SSH_KEY'> | undefined {
  const secrets = storedSecrets(root);
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

/**
 * The secret typed for a server other than the one the settings name: its password, since the
 * stored one is only for the saved server; with an SSH key on this computer, as for that server.
 */
export function otherServerSecret(root: string, protocol: string): Exclude<SecretName, 'DEPLOY_SSH_KEY'> | undefined {
  return protocol === 'sftp' && storedSecrets(root).DEPLOY_SSH_KEY ? missingSecret(root, protocol) : 'DEPLOY_PASSWORD';
}

/** Whether the login uses a password (not an SSH key): only a password can be typed again after a refusal. */
export function usesPassword(root: string, protocol: string): boolean {
  return protocol !== 'sftp' || !storedSecrets(root).DEPLOY_SSH_KEY;
}
