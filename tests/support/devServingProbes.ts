import { request } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { devServerText } from '#model/copy/devServerText.ts';

// What an attacker might send to the dev servers: a project file's address in every
// spelling some layer between the socket and the disk might read differently. Sent as raw bytes
// (Node's fetch would tidy `..`, `\` and `//` away before they reach the server).

export interface RawAnswer {
  status: number;
  type: string;
  body: Buffer;
}

/** GET `target` exactly as written, with `headers` and nothing else a browser would add. */
export function rawGet(origin: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path: target, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** What the dev servers answer to any address they refuse (integrations/devServing/plugin.ts). */
export const refusedAnswer = { status: 403, type: 'text/plain; charset=utf-8', body: devServerText.refused };

/** The answer to `target` (rawGet), in the shape of `refusedAnswer`. */
export async function answerTo(origin: string, target: string, headers: Record<string, string> = {}) {
  const { status, type, body } = await rawGet(origin, target, headers);
  return { status, type, body: body.toString() };
}

const encodeAll = (text: string) => [...text].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('');

/**
 * Every spelling of the address of `file` (relative to the project at `root`, e.g.
 * `content/texts/evil.htm`): percent-encoded, double-encoded, with `%2e%2e`, behind `/@fs/` and
 * `/@id/`, as an absolute path, `//`, in other case, with Vite's `?raw`, `?import`, `?url`,
 * `?inline`, with a trailing `.` or `/`, with backslashes.
 */
export function addressSpellings(root: string, file: string): string[] {
  const [first = '', ...rest] = file.split('/');
  const tail = rest.join('/');
  const plain = `/${file}`;
  return [
    plain,
    `/${encodeAll(first)}/${tail}`,
    `/${first}%2f${tail.replaceAll('/', '%2f')}`,
    `/${encodeAll(first).replaceAll('%', '%25')}/${tail}`,
    `/public/%2e%2e/${file}`,
    `/public/%252e%252e/${file}`,
    `/public/../${file}`,
    `/./${file}`,
    `/@fs${root}/${file}`,
    `/@fs${root}/public/../${file}`,
    `/@fs/${encodeURIComponent(`${root}/${file}`)}`,
    `/@id/${file}`,
    `/@id${root}/${file}`,
    `/@id/__x00__${root}/${file}`,
    `${root}/${file}`,
    `//${file}`,
    `/${first}//${tail}`,
    plain.toUpperCase(),
    `/${first.toUpperCase()}/${tail}`,
    ...['raw', 'import', 'url', 'inline', 'raw&import', 'import&url', 'direct'].map((query) => `${plain}?${query}`),
    `${plain}.`,
    `${plain}/`,
    `/${first}./${tail}`,
    `/${first}\\${tail.replaceAll('/', '\\')}`,
    `/${first}%5c${tail.replaceAll('/', '%5c')}`,
  ];
}

/** The targets of `targets` that get anything but the refusal, with what they got: empty when all are refused alike. */
export async function notRefused(origin: string, targets: string[]): Promise<string[]> {
  const served: string[] = [];
  for (const target of targets) {
    const answer = await answerTo(origin, target);
    if (!isDeepStrictEqual(answer, refusedAnswer)) served.push(`${target} → ${answer.status} ${answer.type}`);
  }
  return served;
}

/** Every spelling of each of `files`, and of a file of content/ that is not there. */
export const spellingsOf = (root: string, files: string[]) =>
  [...files, 'content/texts/nicht-da.htm'].flatMap((file) => addressSpellings(root, file));

/**
 * What the red team asked of the image pipeline: a picture elsewhere on the computer (in `outside`,
 * as `privat.jpg`) and one that is not there behind `/@fs/`; the project's own pictures directly
 * and behind `/@fs/`; upscaled, filled and inlined; AVIF at the slowest effort.
 */
export const imagePipelineProbes = (root: string, outside: string) => [
  `/@fs${outside}/privat.jpg?w=50&format=png&import`,
  `/@fs${outside}/nicht-da.jpg?w=50&format=png&import`,
  '/content/images/portrait.jpg?w=50&format=png&import',
  `/@fs${root}/content/images/portrait.jpg?w=50&format=png&import`,
  '/content/images/nicht-da.jpg?w=50&format=png&import',
  '/content/images/portrait.jpg?w=2400&h=2400&fit=fill&allowUpscale=true&format=png&inline&import',
  '/content/images/portrait.jpg?w=640&format=avif&effort=9&import',
];
