import type { IncomingMessage } from 'node:http';
import { editorText } from '#model/copy/editorText';
import { OwnerError } from '#model/load/ownerError';
import { maxUploadBytes } from './uploadRules';

/**
 * The largest request the editor's API reads: one picture of the largest allowed size, as Decap
 * sends it (base64, four bytes for every three), plus 1 MiB for the JSON around it and an
 * article's text. The one place this limit is stated.
 */
export const requestBodyLimit = Math.ceil(maxUploadBytes / 3) * 4 + 1024 * 1024;

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

/** The body, read up to `limit` bytes; a longer one (chunked, or longer than declared) throws `BodyTooLarge`. */
export async function readBody(request: IncomingMessage, limit = requestBodyLimit): Promise<Buffer> {
  if (declaredTooLarge(request, limit)) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
