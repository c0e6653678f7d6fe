import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OwnerError } from '#model/load/ownerError.ts';
import { megabytes } from '#model/megabytes.ts';
import { editorText } from '#tools/text/editor.ts';
import { maxUploadBytes } from '../files/uploadRules.ts';

/**
 * The largest request the editor's API reads: a picture of twice the largest allowed size, as
 * the editor's app sends it (base64, four bytes for every three), plus 1 MiB for the JSON around it and an
 * article's text. The headroom of one more picture lets a photo a little over the limit reach the
 * upload check, which names its size and the limit at the field; anything larger is refused
 * unread. The one place this limit is stated.
 */
export const requestBodyLimit = Math.ceil((2 * maxUploadBytes) / 3) * 4 + 1024 * 1024;

/** What is let through to the void after a refusal, so that the browser reads the answer; then the connection ends. */
export const discardLimit = 4 * requestBodyLimit;

/** A body over the limit: answered 413, read no further. */
export class BodyTooLarge extends OwnerError {
  constructor() {
    super([editorText.tooLarge(megabytes(requestBodyLimit), megabytes(maxUploadBytes))]);
  }
}

/** Whether the declared `Content-Length` alone is over the limit (then nothing is read at all). */
export const declaredTooLarge = (request: IncomingMessage, limit = requestBodyLimit): boolean =>
  Number(request.headers['content-length'] ?? 0) > limit;

/**
 * Receives the body into a temporary file of its own (in the system's temporary folder), up to
 * `limit` bytes, hands the file to `use` and removes it afterwards, whatever happens: a large or
 * slow upload waits on disk, not in memory. A longer body (chunked, or longer than declared)
 * rejects with `BodyTooLarge` at the limit, the stream paused and left open, so that the answer
 * still reaches the sender (server/http/actions.ts lets the rest go unread).
 */
export async function receiveBody<T>(
  request: IncomingMessage,
  limit: number,
  use: (file: string, size: number) => Promise<T>,
): Promise<T> {
  if (declaredTooLarge(request, limit)) throw new BodyTooLarge();
  const folder = await mkdtemp(path.join(tmpdir(), 'editor-anfrage-'));
  try {
    const file = path.join(folder, 'body');
    const size = await streamTo(request, file, limit);
    return await use(file, size);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Writes the request's body into `file`, pausing the request while the disk catches up; resolves with its size. */
function streamTo(request: IncomingMessage, file: string, limit: number): Promise<number> {
  const out = createWriteStream(file, { flags: 'wx' });
  return new Promise((resolve, reject) => {
    let size = 0;
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      out.off('drain', onDrain);
    };
    const fail = (error: Error) => {
      stop();
      request.pause();
      out.destroy();
      // The file is removed only once it is closed, so that no late write recreates it.
      out.once('close', () => reject(error));
    };
    const onDrain = () => request.resume();
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return fail(new BodyTooLarge());
      if (!out.write(chunk)) request.pause();
    };
    const onEnd = () => {
      stop();
      out.end(() => resolve(size));
    };
    const onError = (error: Error) => fail(error);
    out.on('error', (error) => {
      stop();
      reject(error);
    });
    out.on('drain', onDrain);
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

/** The body as text: a JSON request of the editor's app, received as any body is (`receiveBody`). */
export const readBodyText = (request: IncomingMessage, limit = requestBodyLimit): Promise<string> =>
  receiveBody(request, limit, (file) => readFile(file, 'utf8'));

/**
 * After a 413: the rest of the body goes unread to the void (nothing is kept), so that a browser
 * still sending reads the answer instead of a reset connection; past `discardLimit` the connection ends.
 */
export function discardRest(request: IncomingMessage) {
  let discarded = 0;
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > discardLimit) request.destroy();
  });
  request.resume();
}
