import { readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyTooLarge, readBodyText, receiveBody } from '#tools/edit/server/http/requestBody.ts';

// A request body goes to a temporary file of its own, not memory, and the file goes afterwards.

/** A request as the server sees it: a stream with headers, sending `chunks` one after the other. */
function requestOf(chunks: string[], headers: Record<string, string> = {}): IncomingMessage {
  const stream = new PassThrough();
  Object.assign(stream, { headers });
  queueMicrotask(() => {
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
  });
  return stream as unknown as IncomingMessage;
}

const ownFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('editor-anfrage-'));

describe('a request body', () => {
  it('arrives whole through a temporary file, which is gone afterwards, also when its use fails', async () => {
    const before = ownFolders();
    expect(await readBodyText(requestOf(['{"action":', '"x"}']))).toBe('{"action":"x"}');
    let seen = '';
    await expect(
      receiveBody(requestOf(['abc']), 10, async (file, size) => {
        seen = `${file.startsWith(tmpdir()) ? 'tmp' : file} ${size}`;
        throw new Error('gescheitert');
      }),
    ).rejects.toThrow('gescheitert');
    expect(seen).toBe('tmp 3');
    expect(ownFolders()).toEqual(before);
  });

  it('over the limit, declared or sent, is refused and nothing of it is kept', async () => {
    const before = ownFolders();
    await expect(readBodyText(requestOf(['x'], { 'content-length': '100' }), 10)).rejects.toThrow(BodyTooLarge);
    await expect(readBodyText(requestOf(['123456', '789012']), 10)).rejects.toThrow(BodyTooLarge);
    expect(ownFolders()).toEqual(before);
  });
});
