import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { connectTo } from '../../tests/support/checkHost.ts';
import { deployCertificate, relay, servedFolder, startSftp } from '../../tests/support/deployServers.ts';
import { startFormService } from '../../tests/support/formService.ts';
import { startTlsNginx } from '../../tests/support/tlsHosts.ts';
import { siteNames, walkPorts } from './walkPorts.ts';

/**
 * The owner's web host for the walk, all on 127.0.0.1: an SFTP server (Debian's OpenSSH, a user key
 * with a passphrase) behind a relay the walk can cut, nginx serving the uploaded folder over HTTPS
 * for the host check and the browser, and a stand-in for the form service.
 */

const formHost = 'formspree.io';

export async function startWalkHost(work: string, passphrase: string) {
  const stops: (() => Promise<void>)[] = [];
  // The web root sits in the login folder, so that the server copy lands beside it.
  const login = servedFolder(path.join(work, 'server'));
  const folder = servedFolder(path.join(login, 'html'));
  mkdirSync(folder, { recursive: true });
  const certificate = await deployCertificate(work, [...siteNames, formHost]);
  const forms = await startFormService({
    port: walkPorts.forms,
    certificate,
    siteOrigin: `https://${siteNames[0]}`,
    forms: ['/f/xberger1'],
  });
  stops.push(forms.stop);
  const sftp = await startSftp(path.join(work, 'sshd'), walkPorts.sshd, passphrase);
  stops.push(sftp.stop);
  const host = await startTlsNginx({
    name: `walk-${walkPorts.https}`,
    client: folder,
    inPlace: true,
    // Set up once by the host, as docs/deployment.md shows it: with the English pages' block, which
    // answers for /en/ only once the owner switches English on (walk step 12).
    english: true,
    httpsPort: walkPorts.https,
    httpPort: walkPorts.http,
    certificate,
    siteUrl: `https://${siteNames[0]}`,
  });
  stops.push(host.stop);
  const door = relay(walkPorts.relay, walkPorts.sshd);
  await door.start();
  stops.push(door.cut);
  return {
    folder,
    sftp,
    door,
    /** What the editor needs to run its host check against this host, as on the owner's computer. */
    env: {
      CHECK_HOST_CONNECT_TO: `${connectTo(siteNames, walkPorts.https, walkPorts.http)},${formHost}:443:127.0.0.1:${walkPorts.forms}`,
      NODE_EXTRA_CA_CERTS: certificate.certFile,
    },
    stop: () => Promise.all(stops.map((stop) => stop())),
  };
}
