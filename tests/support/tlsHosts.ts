import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { nginxConfig } from '#integrations/emit/hosting/nginx.ts';
import { apacheMainConfig, apacheModules, nginxMainConfig, publicCopy, type RunningHost, stopper } from './hosts.ts';
import { answers, requireFreePorts } from './ports.ts';

/** A throwaway certificate for the test names, and where its files are. */
export interface TestCertificate {
  certFile: string;
  keyFile: string;
}

/** A self-signed certificate for `names`, written to `dir` (cert.pem is also the CA the check trusts). */
export async function testCertificate(dir: string, names: string[]): Promise<TestCertificate> {
  mkdirSync(dir, { recursive: true });
  const { private: key, cert } = await generate([{ name: 'commonName', value: names[0] ?? 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: names.map((value) => ({ type: 2, value })) },
    ],
  });
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  writeFileSync(certFile, cert);
  writeFileSync(keyFile, key);
  return { certFile, keyFile };
}

/** Resolves once something accepts TCP connections on 127.0.0.1:`port` (it was free before the start). */
async function listening(port: number, child: ChildProcess, log: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited early, see ${log}`);
    if (await answers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port}, see ${log}`);
}

export interface TlsHostOptions {
  name: string;
  /** The build folder's client files (e.g. dist-hostcheck/client). */
  client: string;
  httpsPort: number;
  httpPort: number;
  certificate: TestCertificate;
  /** The site URL the build was made for (the kit's redirects lead there). */
  siteUrl: string;
  /** Serve `client` itself, not a copy made at the start (a folder that a deploy fills while the server runs). */
  inPlace?: boolean;
  /** nginx: with the English pages' block of the kit (their 404 under /en/). */
  english?: boolean;
}

/** nginx over HTTPS and HTTP with the kit's configuration, or (`bare`) with nothing but a root. */
export async function startTlsNginx(options: TlsHostOptions & { bare?: boolean }): Promise<RunningHost> {
  const dir = path.join(tmpdir(), `site-nginx-${options.name}`);
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const root = options.inPlace ? options.client : publicCopy(dir, options.client);
  const listen = [`127.0.0.1:${options.httpsPort} ssl`, `127.0.0.1:${options.httpPort}`];
  const site = options.bare
    ? `server {\n${listen.map((address) => `    listen ${address};`).join('\n')}\n    root ${root};\n}`
    : nginxConfig({ root, listen, siteUrl: options.siteUrl, ...(options.english ? { english: true } : {}) });
  const conf = nginxMainConfig(dir, site, [
    `ssl_certificate ${options.certificate.certFile};`,
    `ssl_certificate_key ${options.certificate.keyFile};`,
  ]);
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  await requireFreePorts(options.httpsPort, options.httpPort);
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await listening(options.httpsPort, child, `${dir}/logs/error.log`);
  return { name: 'nginx', origin: `https://127.0.0.1:${options.httpsPort}`, stop: stopper(child) };
}

/** Apache httpd over HTTPS (mod_ssl) and HTTP, with only the build's .htaccess doing the work. */
export async function startTlsApache(options: TlsHostOptions): Promise<RunningHost> {
  const dir = path.join(tmpdir(), `site-apache-${options.name}`);
  mkdirSync(dir, { recursive: true });
  const root = options.inPlace ? options.client : publicCopy(dir, options.client);
  const modules = [...apacheModules, 'ssl', 'socache_shmcb'];
  const listen = [`127.0.0.1:${options.httpsPort}`, `127.0.0.1:${options.httpPort}`];
  const conf = `${apacheMainConfig({ dir, root, serverName: new URL(options.siteUrl).hostname, listen, modules, extra: `SSLSessionCache shmcb:${dir}/ssl_scache(512000)\n` })}<VirtualHost 127.0.0.1:${options.httpsPort}>
    SSLEngine on
    SSLCertificateFile ${options.certificate.certFile}
    SSLCertificateKeyFile ${options.certificate.keyFile}
</VirtualHost>
`;
  writeFileSync(path.join(dir, 'httpd.conf'), conf);
  await requireFreePorts(options.httpsPort, options.httpPort);
  const child = spawn('/usr/sbin/apache2', ['-f', path.join(dir, 'httpd.conf'), '-DFOREGROUND'], { stdio: 'ignore' });
  await listening(options.httpsPort, child, `${dir}/error.log`);
  return { name: 'Apache', origin: `https://127.0.0.1:${options.httpsPort}`, stop: stopper(child) };
}
