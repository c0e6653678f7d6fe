import { describe, expect, it } from 'vitest';
import { manifestName, manifestText, parseManifest } from '#tools/deploy/manifest.ts';
import { emptiedFolders, makePlan, phaseOf } from '#tools/deploy/plan.ts';
import { temporaryName } from '#tools/deploy/remote.ts';
import { bytes, summaryLine } from '#tools/deploy/report.ts';

const file = (path: string, hash = 'a'.repeat(64), size = 10) => ({ path, hash, size });

describe('the deploy plan', () => {
  it('puts assets first, then other files, pages, sitemap and feed, and the server settings last', () => {
    const local = [
      '.htaccess',
      '_headers',
      'index.html',
      'index.html.br',
      'robots.txt',
      'sitemap.xml',
      'rss.xml',
      'assets/chunks/a.js',
      'assets/chunks/a.js.br',
      'og-default.jpg',
      'blog/x.html',
    ].map((path) => file(path));
    const order = makePlan(local, {}).uploads.map((upload) => upload.path);
    expect(order).toEqual([
      'assets/chunks/a.js',
      'assets/chunks/a.js.br',
      'og-default.jpg',
      'robots.txt',
      'blog/x.html',
      'index.html',
      'index.html.br',
      'rss.xml',
      'sitemap.xml',
      '.htaccess',
      '_headers',
    ]);
    expect(phaseOf('favicon.svg')).toBe('assets');
    expect(phaseOf('manifest.webmanifest')).toBe('files');
  });

  it('uploads only new and changed files and deletes what the build no longer has', () => {
    const same = 'b'.repeat(64);
    const plan = makePlan([file('index.html', same), file('blog/neu.html'), file('assets/b.js')], {
      'index.html': same,
      'assets/b.js': 'c'.repeat(64),
      'blog/alt.html': same,
      'alt/x.html': same,
    });
    expect(plan.uploads.map(({ path, change }) => `${path} ${change}`)).toEqual([
      'assets/b.js geändert',
      'blog/neu.html neu',
    ]);
    expect(plan.unchanged.map(({ path }) => path)).toEqual(['index.html']);
    expect(plan.deletions).toEqual(['alt/x.html', 'blog/alt.html']);
    expect(emptiedFolders(plan.deletions, [file('blog/neu.html')])).toEqual(['alt']);
  });
});

describe('the manifest on the server', () => {
  it('round-trips, and ignores paths outside the folder and itself', () => {
    const hash = 'd'.repeat(64);
    expect(parseManifest(manifestText({ 'b.html': hash, 'a.html': hash }))).toEqual({ 'a.html': hash, 'b.html': hash });
    expect(
      parseManifest(
        JSON.stringify({ files: { '../x': hash, '/etc/passwd': hash, [manifestName]: hash, 'a/./b': hash, ok: hash } }),
      ),
    ).toEqual({ ok: hash });
    expect(parseManifest(undefined)).toBeUndefined();
    expect(parseManifest('{kaputt')).toBe('unlesbar');
  });

  it('writes under a temporary .ht name first', () => {
    expect(temporaryName('blog/x.html')).toBe('blog/.htdeploy-x.html.tmp');
    expect(temporaryName('.htaccess')).toBe('.htdeploy-.htaccess.tmp');
  });
});

describe('the report', () => {
  it('counts in German', () => {
    expect(bytes(812)).toBe('812 Byte');
    expect(bytes(34_512)).toBe('34,5 kB');
    const plan = makePlan([file('a.html', 'e'.repeat(64), 2_300_000)], {});
    expect(summaryLine(plan, 3.21)).toBe('Fertig in 3,2 s: 1 Datei hochgeladen (2,3 MB), 0 unverändert, 0 gelöscht.');
  });
});
