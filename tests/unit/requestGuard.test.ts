import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { backupFilePath } from '#tools/edit/protocol/routes.ts';
import { refusalOf } from '#tools/edit/server/http/requestGuard.ts';

// Who may call the editor's API: raw bytes (a backup file) only on their own route, and
// with the secret and the editor's origin as every other request.

const token = 'geheim';
const request = (url: string, type: string, headers: Record<string, string> = {}) =>
  ({
    method: 'POST',
    url,
    socket: { localPort: 3000 },
    headers: { origin: 'http://localhost:3000', 'content-type': type, 'x-editor-token': token, ...headers },
  }) as unknown as IncomingMessage;

describe('the request guard', () => {
  it('takes a backup file as raw bytes only on its route', () => {
    expect(refusalOf(request(backupFilePath, 'application/octet-stream'), token)).toBeUndefined();
    expect(refusalOf(request('/api/v1', 'application/octet-stream'), token)).toBe(
      'content-type application/octet-stream',
    );
    expect(refusalOf(request(backupFilePath, 'text/plain'), token)).toBe('content-type text/plain');
  });

  it('asks the backup route for the secret and the origin as every other', () => {
    expect(refusalOf(request(backupFilePath, 'application/octet-stream', { 'x-editor-token': 'falsch' }), token)).toBe(
      'secret',
    );
    expect(
      refusalOf(request(backupFilePath, 'application/octet-stream', { origin: 'https://fremd.example' }), token),
    ).toBe('origin https://fremd.example');
  });
});
