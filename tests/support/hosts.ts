import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxConfig } from '#integrations/emit/hosting/nginx.ts';
import { requireFreePorts } from './ports.ts';
import { distDir } from './routes.ts';

export interface RunningHost {
  name: string;
  origin: string;
  stop: () => Promise<void>;
}

async function waitForPort(origin: string, child: ChildProcess, log: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited early, see ${log}`);
    try {
      await fetch(origin, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server on ${origin} did not start, see ${log}`);
}

/**
 * A copy of dist/client under the system's temp folder: servers started as root hand requests to
 * unprivileged workers, which may not be allowed into the checkout's folder.
 */
export function publicCopy(dir: string, from: string = distDir): string {
  const root = path.join(dir, 'www');
  rmSync(root, { recursive: true, force: true });
  cpSync(from, root, { recursive: true });
  return root;
}

export function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** nginx's main configuration around the site's server block, with its files kept in `dir`. */
export function nginxMainConfig(dir: string, site: string, httpLines: readonly string[] = []): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
${httpLines.map((line) => `    ${line}\n`).join('')}    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

/** Apache's main configuration: the build's copy as document root, whose .htaccess does the work (AllowOverride All). */
export function apacheMainConfig(options: {
  dir: string;
  root: string;
  serverName: string;
  listen: readonly string[];
  modules: readonly string[];
  extra?: string;
}): string {
  const { dir, root } = options;
  return `ServerRoot "${dir}"
ServerName ${options.serverName}
${options.listen.map((address) => `Listen ${address}`).join('\n')}
PidFile ${dir}/httpd.pid
ErrorLog ${dir}/error.log
LogLevel warn
${options.modules.map((m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`).join('\n')}
${process.getuid?.() === 0 ? 'User www-data\nGroup www-data' : ''}
TypesConfig /etc/mime.types
${options.extra ?? ''}DocumentRoot "${root}"
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<Directory "${root}">
    AllowOverride All
    Require all granted
</Directory>
`;
}

/** What a host serves: dist/client unless `from` names another folder; `english`: with the English pages' rules. */
export interface HostOptions {
  from?: string;
  english?: boolean;
}

/** nginx with the server block docs/deployment.md documents, serving dist/client on 127.0.0.1. */
export async function startNginx(port: number, { from, english }: HostOptions = {}): Promise<RunningHost> {
  const dir = path.join(tmpdir(), `site-nginx-${port}`);
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const site = nginxConfig({
    root: publicCopy(dir, from),
    listen: `127.0.0.1:${port}`,
    serverName: 'localhost',
    ...(english ? { english } : {}),
  });
  const conf = nginxMainConfig(dir, site);
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  await requireFreePorts(port);
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  await waitForPort(origin, child, `${dir}/logs/error.log`);
  return { name: 'nginx', origin, stop: stopper(child) };
}

export const apacheModules = [
  'mpm_event',
  'authz_core',
  'dir',
  'mime',
  'rewrite',
  'headers',
  'deflate',
  'filter',
  'alias',
];

/** Apache httpd with only the shipped .htaccess doing the work (AllowOverride All). */
export async function startApache(port: number, { from }: HostOptions = {}): Promise<RunningHost> {
  const dir = path.join(tmpdir(), `site-apache-${port}`);
  mkdirSync(dir, { recursive: true });
  const root = publicCopy(dir, from);
  const conf = apacheMainConfig({
    dir,
    root,
    serverName: '127.0.0.1',
    listen: [`127.0.0.1:${port}`],
    modules: apacheModules,
  });
  writeFileSync(path.join(dir, 'httpd.conf'), conf);
  await requireFreePorts(port);
  const child = spawn('/usr/sbin/apache2', ['-f', path.join(dir, 'httpd.conf'), '-DFOREGROUND'], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  await waitForPort(origin, child, `${dir}/error.log`);
  return { name: 'Apache', origin, stop: stopper(child) };
}
