import { spawn } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';

/** What `npm run check:host` printed and its exit code. */
export interface CheckRun {
  code: number | null;
  lines: string[];
  output: string;
}

/** Runs the check of the live host (tools/check-host) against `origin` with the given environment additions. */
export async function runCheck(
  origin: string,
  env: Record<string, string>,
  { trustTestCa = '', args = [] as string[] } = {},
): Promise<CheckRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !['NODE_EXTRA_CA_CERTS', 'CHECK_HOST_CONNECT_TO', 'DIST_DIR', 'PUBLIC_ENV__FORM_ENDPOINT'].includes(key),
    ),
  );
  const child = spawn(process.execPath, ['tools/check-host/run.mjs', origin, ...args], {
    env: { ...inherited, ...env, ...(trustTestCa ? { NODE_EXTRA_CA_CERTS: trustTestCa } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, lines: stdout.split('\n').filter(Boolean), output: `${stdout}${stderr}` };
}

/** `CHECK_HOST_CONNECT_TO` for the test names: https to `httpsPort`, http to `httpPort` on 127.0.0.1. */
export function connectTo(names: string[], httpsPort: number, httpPort: number): string {
  return names.flatMap((name) => [`${name}:443:127.0.0.1:${httpsPort}`, `${name}:80:127.0.0.1:${httpPort}`]).join(',');
}

/** Status and Location of one request to 127.0.0.1:`port` for `host` (TLS with that server name when `ca` is given). */
export function requestAs(
  port: number,
  host: string,
  path: string,
  { ca, headers = {} }: { ca?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, headers: { host, ...headers }, agent: false as const };
    const done = (response: http.IncomingMessage) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    };
    const request = ca ? https.request({ ...options, ca, servername: host }, done) : http.request(options, done);
    request.on('error', reject).end();
  });
}
