import type { IncomingMessage } from 'node:http';
import { editorText } from '#model/copy/editorText.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { maxUploadBytes } from './uploadRules.ts';

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

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('de-AT')} MB`;

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
 * The body, read up to `limit` bytes; a longer one (chunked, or longer than declared) rejects with
 * `BodyTooLarge` at the limit, the stream paused and left open, so that the answer still reaches
 * the sender (backend.ts lets the rest go unread).
 */
export function readBody(request: IncomingMessage, limit = requestBodyLimit): Promise<Buffer> {
  if (declaredTooLarge(request, limit)) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      request.pause();
      chunks = [];
      reject(new BodyTooLarge());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

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
