import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  confirmTemplateValue,
  openTemplateValues,
  TemplateValueError,
  templateValueAt,
} from '#tools/edit/server/fields/templateValues.ts';
import { editorHistory } from '#tools/history/store.ts';
import { fixtureFile } from '../support/fixtureSite.ts';

// „Beispielwert passt – übernehmen“ on the server: the mark goes, nothing else in the file changes,
// and the change is in the history (tools/edit/server/fields/templateValues.ts).

const file = 'content/settings/site.yaml';
let root = '';

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'template-values-'));
  cpSync(fixtureFile(file), path.join(root, file));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('template values in the editor', () => {
  it('names the template value a field holds, with * for a position in a list', () => {
    const open = ['address.postalCode', 'legal.services.1.provider'];
    expect(templateValueAt(open, ['address', 'postalCode'])).toBe('address.postalCode');
    expect(templateValueAt(open, ['legal', 'services', 'provider'])).toBe('legal.services.*.provider');
    expect(templateValueAt(open, ['address', 'locality'])).toBeUndefined();
  });

  it('takes a value over unchanged: only its mark goes, through the history; a second time is refused in German', async () => {
    const before = readFileSync(path.join(root, file), 'utf8');
    expect(openTemplateValues(root)).toContain('legal.serverLogRetentionDays');
    const history = editorHistory(root);
    await confirmTemplateValue(root, history, 'legal.serverLogRetentionDays');
    const after = readFileSync(path.join(root, file), 'utf8');
    expect(after).toBe(before.replace('serverLogRetentionDays: !platzhalter 14\n', 'serverLogRetentionDays: 14\n'));
    expect(openTemplateValues(root)).not.toContain('legal.serverLogRetentionDays');
    expect((await history.list()).map((entry) => entry.subject)).toContain(
      'Einstellungen „Speicherdauer der Server-Logs in Tagen“ (Beispielwert übernommen)',
    );
    await expect(confirmTemplateValue(root, history, 'legal.serverLogRetentionDays')).rejects.toThrow(
      TemplateValueError,
    );
    await expect(confirmTemplateValue(root, history, 'legal.serverLogRetentionDays')).rejects.toThrow(
      /^legal\.serverLogRetentionDays \(Speicherdauer der Server-Logs in Tagen\): ist kein Beispielwert/,
    );
  });
});
