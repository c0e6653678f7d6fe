import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type EditorAction, editorActions } from '#tools/edit/protocol/actions.ts';
import { editorBackend } from '#tools/edit/server/http/actions.ts';
import { snapshot } from '../support/snapshot.ts';

/**
 * Every request to the editor's server is checked against the contract (protocol/actions.ts): for
 * each action the contract names, a request with an unknown name and one with a parameter of the
 * wrong kind get one German line (400) and change nothing. The table is the contract's own list, so
 * an action added there is covered here without a line more.
 */

const actions = Object.keys(editorActions) as EditorAction[];

/** A value the field's schema refuses: a number where it takes text, else text. */
function wrongValueFor(schema: z.ZodType): unknown {
  return [42, 'falsch', ['x'], { x: 1 }].find((value) => !schema.safeParse(value).success);
}

/** Parameters with one field of the wrong kind (the first), or no object at all for an action without fields. */
function wrongParamsOf(action: EditorAction): { params: unknown; field?: string } {
  const [field, schema] = Object.entries(editorActions[action].shape)[0] ?? [];
  if (!field || !schema) return { params: ['keine', 'Angaben'] };
  return { params: { [field]: wrongValueFor(schema as z.ZodType) }, field };
}

let root: string;
let backend: ReturnType<typeof editorBackend>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-contract-'));
  backend = editorBackend(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One POST /api/v1 through the server's request handler, as the dev server hands it on. */
function send(action: string, params: unknown): Promise<{ status: number; body: unknown }> {
  const request = Object.assign(new PassThrough(), { method: 'POST', url: '/api/v1', headers: {} });
  request.end(JSON.stringify({ action, params }));
  return new Promise((resolve, reject) => {
    const response = {
      statusCode: 0,
      setHeader: () => undefined,
      end: (text: string) => resolve({ status: response.statusCode, body: JSON.parse(text) }),
    };
    void backend(request as unknown as IncomingMessage, response as unknown as ServerResponse, () =>
      reject(new Error('not answered')),
    );
  });
}

describe('the editor contract: every request is checked before any action runs', () => {
  it('names the actions the app uses, none under its old name', () => {
    expect(actions).toContain('listArticles');
    expect(actions).toContain('saveEntry');
    for (const old of ['entriesByFolder', 'getEntry', 'persistEntry', 'persistMedia'])
      expect(actions).not.toContain(old);
  });

  it.each(actions)('refuses an action close to „%s“ that the contract does not name', async (action) => {
    const before = snapshot(root);
    const unknown = `${action}X`;
    const answer = await send(unknown, {});
    expect(answer).toEqual({
      status: 400,
      body: {
        error: `Abgelehnt: Unbekannte Anfrage an den Editor: „${unknown}“. Es wurde nichts gelesen oder geändert.`,
      },
    });
    expect(snapshot(root)).toEqual(before);
  });

  it.each(actions)('refuses „%s“ with a parameter of the wrong kind, in one German line', async (action) => {
    const before = snapshot(root);
    const { params, field } = wrongParamsOf(action);
    const answer = await send(action, params);
    const what = field
      ? `Feld „${field}“ fehlt oder hat die falsche Art`
      : 'Die Angaben fehlen oder haben die falsche Art';
    expect(answer).toEqual({
      status: 400,
      body: { error: `Abgelehnt: Anfrage „${action}“: ${what}. Es wurde nichts gelesen oder geändert.` },
    });
    expect(snapshot(root)).toEqual(before);
  });
});
