import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  answerTo,
  imagePipelineProbes,
  notRefused,
  rawGet,
  refusedAnswer,
  spellingsOf,
} from '../support/devServingProbes.ts';
import { type EditorApi, editorApi, oversizedPost, polyglotJpeg } from '../support/editorApi.ts';
import { expect, test } from '../support/editorFixture.ts';
import { foreignSite, projectHash } from '../support/editorProbes.ts';

// The editor's server against a script inside its own page: with the real secret and
// the editor's own origin, the server does only what the editor itself asks of it. Every probe
// (tests/support/editorProbes.ts), each variant of the one path rule, and afterwards every file of the project copy
// hashes as before.

const pictureFolder = 'content/images/blog';
const secretLine = 'DEPLOY_PASSWORD=nur-fuer-den-eigenen-server\n';

let root = '';
let origin = '';
/** What the editor printed so far: a 500 logs its error there (server/http/actions.ts). */
let editorOutput = () => '';
let api: EditorApi;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.use({
  editorProject: {
    prefix: 'editor-server-',
    prepare: async (copy) => {
      writeFileSync(path.join(copy, '.env.deploy'), secretLine);
      // One picture the owner uploaded earlier, and a link someone placed in the folder by hand.
      mkdirSync(path.join(copy, pictureFolder), { recursive: true });
      writeFileSync(
        path.join(copy, pictureFolder, 'd3.jpg'),
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
          .jpeg()
          .toBuffer(),
      );
      symlinkSync(path.join(copy, 'package.json'), path.join(copy, pictureFolder, 'link.jpg'));
      symlinkSync(path.join(copy, '.env.deploy'), path.join(copy, pictureFolder, 'env.jpg'));
    },
  },
});

test.beforeAll(async ({ editor }) => {
  ({ root, origin } = editor);
  editorOutput = editor.output;
  // Placed by hand while the editor runs: with them in content/, the editor would not start at all
  // (model/load/strayContent.ts).
  writeFileSync(
    path.join(root, pictureFolder, 'hand.html'),
    '<!doctype html><title>x</title><script>alert(1)</script>',
  );
  writeFileSync(
    path.join(root, pictureFolder, 'hand.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  api = await editorApi(origin);
});

const article = (name: string) => ({
  slug: name,
  path: `content/articles/${name}.md`,
  raw: readFileSync(path.join(root, 'content/articles/innovation-praxis.md'), 'utf8'),
});
const jpegAsset = async (assetPath: string) => ({
  path: assetPath,
  content: (await polyglotJpeg()).toString('base64'),
  encoding: 'base64',
});

/** Every variant of a path the rule refuses, for a file of `folder` named `name`. */
const badPaths = (folder: string, name: string) => [
  `${folder}/evil.html#/${name}`,
  `${folder}/${name}#x`,
  `${folder}/${name}?x=1`,
  `${folder}/../../package.json#/${name}`,
  `${folder}/../${name}`,
  `/${folder}/${name}`,
  `${root}/${folder}/${name}`,
  `${folder}\\${name}`,
  `${folder}/%2e%2e/${name}`,
  `${folder}/${name}\u0000.txt`,
  `./${folder}/${name}`,
  `${folder}//${name}`,
];

/** The probe is refused with one German line, and no file of the project changed. */
async function refusedUnchanged(action: string, params: Record<string, unknown>) {
  const before = projectHash(root);
  const answer = await api.call(action, params);
  expect(answer.status, `${action} ${JSON.stringify(params).slice(0, 200)}`).toBe(422);
  expect(answer.body.error).toMatch(/^[^\n]*(nicht|abgelehnt|Abgelehnt)[^\n]*$/);
  expect(answer.body.error).not.toMatch(/\/etc\/|\/root\/|adduser|bashrc|\.env\.deploy|node_modules|Error:/);
  expect(projectHash(root)).toEqual(before);
  return answer.body.error ?? '';
}

test('a # in a saved entry or an upload cannot write a web page into the picture folder', async () => {
  await refusedUnchanged('saveEntry', {
    dataFiles: [{ ...article('x'), path: `${pictureFolder}/evil.html#/a.md` }],
    assets: [],
  });
  await refusedUnchanged('uploadPicture', { asset: await jpegAsset(`${pictureFolder}/poly2.html#/x.jpg`) });
  expect(existsSync(path.join(root, pictureFolder, 'evil.html'))).toBe(false);
  expect(existsSync(path.join(root, pictureFolder, 'poly2.html'))).toBe(false);
});

test('every variant of a bad path is refused by every action that takes a path', async () => {
  for (const bad of badPaths('content/articles', 'innovation-praxis.md')) {
    await refusedUnchanged('saveEntry', { dataFiles: [{ ...article('innovation-praxis'), path: bad }], assets: [] });
    await refusedUnchanged('readEntry', { path: bad });
    await refusedUnchanged('deleteFiles', { paths: [bad] });
  }
  for (const bad of badPaths(pictureFolder, 'd3.jpg')) {
    await refusedUnchanged('uploadPicture', { asset: await jpegAsset(bad) });
    await refusedUnchanged('deleteFiles', { paths: [bad] });
    await refusedUnchanged('pictureUsage', { path: bad });
  }
  // A data file is edited, never deleted; a settings section only of the settings file.
  await refusedUnchanged('deleteFiles', { paths: ['content/settings/site.yaml'] });
  await refusedUnchanged('readEntry', { path: 'content/texts/home.yaml#kontakt' });
  await refusedUnchanged('readEntry', { path: 'content/settings/site.yaml#../../x' });
});

test('a link placed in the picture folder by hand leads nowhere: not read, not written, not deleted', async () => {
  const packageJson = readFileSync(path.join(root, 'package.json'));
  await refusedUnchanged('pictureUsage', { path: `${pictureFolder}/env.jpg` });
  await refusedUnchanged('uploadPicture', { asset: await jpegAsset(`${pictureFolder}/link.jpg`) });
  await refusedUnchanged('deleteFiles', { paths: [`${pictureFolder}/env.jpg`] });
  expect(readFileSync(path.join(root, 'package.json')).equals(packageJson)).toBe(true);
  expect(readFileSync(path.join(root, '.env.deploy'), 'utf8')).toBe(secretLine);
  // The folder's listing shows pictures only, never what a link points to.
  const listing = await api.call('listPictures', { folder: pictureFolder });
  expect(listing.status).toBe(200);
  expect(listing.body).toEqual([{ path: `${pictureFolder}/d3.jpg`, name: 'd3.jpg' }]);
});

test('a restore writes or deletes only the files the editor edits', async () => {
  await refusedUnchanged('deleteFiles', { paths: [`${pictureFolder}/d3.jpg#/../../../../.env.deploy`] });
  await refusedUnchanged('deleteFiles', { paths: [`${pictureFolder}/d3.jpg#/../../../../package.json`] });
  expect(existsSync(path.join(root, pictureFolder, 'd3.jpg'))).toBe(true);
  const history = (await api.call('history', {})).body as unknown as { id: string }[];
  for (const entry of history)
    for (const undo of [false, true]) {
      await api.call('restoreVersion', { id: entry.id, undo });
      expect(readFileSync(path.join(root, '.env.deploy'), 'utf8')).toBe(secretLine);
    }
});

test('folder actions take only the collection folders and never name what exists elsewhere', async () => {
  for (const folder of ['../../etc', '../../root', '.', 'content', 'content/settings', '/etc', `${pictureFolder}/..`]) {
    await refusedUnchanged('listArticles', { folder, depth: 1 });
    await refusedUnchanged('listPictures', { folder });
  }
  // The old action names, from the protocol of the CMS the editor replaced, are gone: each is an
  // unknown request now, refused before anything is read (server/http/request.ts).
  for (const gone of [
    ...['info', 'entriesByFiles', 'getMedia', 'getMediaFile', 'deleteFile', 'getDeployPreview'],
    ...['entriesByFolder', 'getEntry', 'persistEntry', 'persistMedia'],
  ]) {
    const before = projectHash(root);
    const answer = await api.call(gone, { path: `${pictureFolder}/d3.jpg`, mediaFolder: pictureFolder });
    expect(answer.status, gone).toBe(400);
    expect(answer.body.error).toBe(
      `Abgelehnt: Unbekannte Anfrage an den Editor: „${gone}“. Es wurde nichts gelesen oder geändert.`,
    );
    expect(projectHash(root)).toEqual(before);
  }
  const articles = await api.call('listArticles', { folder: 'content/articles', depth: 1 });
  expect(articles.status).toBe(200);
  expect((articles.body as unknown as unknown[]).length).toBe(5);
});

test('a body over the limit is answered 413 in German before it is read; a chunked one is cut off', async () => {
  const before = projectHash(root);
  const url = `${origin}/api/v1`;
  const declared = await oversizedPost(url, api.headers, { declared: 200_000_000, sent: 1024, timeoutMs: 10_000 });
  expect(declared.status).toBe(413);
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...api.headers, 'Content-Length': '200000000' },
    body: 'x'.repeat(10),
  }).catch(() => undefined);
  if (response) expect(await response.text()).toMatch(/zu groß/);
  // 120 MB sent chunked: the server stops keeping it at its limit and answers at once.
  const chunked = await oversizedPost(url, api.headers, { sent: 120_000_000, timeoutMs: 60_000 });
  // Seen once in CI: 500 instead of 413, not reproduced since; the editor's log says why, should it recur.
  expect(chunked.status, `${chunked.body}\n${editorOutput().slice(-3000)}`).toBe(413);
  expect(chunked.written).toBeLessThan(120_000_000);
  expect(projectHash(root)).toEqual(before);
});

test('the deploy target: the host key is not written through the settings, and a new server clears it', async () => {
  const settings = path.join(root, 'content/settings/site.yaml');
  const text = readFileSync(settings, 'utf8');
  const key = `SHA256:${'A'.repeat(43)}`;
  const pinned = text.replace(
    /^deploy: null$/m,
    `deploy:\n  protocol: sftp\n  host: ssh.meine-domain.at\n  user: owner\n  folder: /html\n  hostKey: ${key}`,
  );
  writeFileSync(settings, pinned);
  const section = (await api.call('readEntry', { path: 'content/settings/site.yaml#veroeffentlichen' }))
    .body as unknown as {
    data: string;
  };
  expect(section.data).toContain('ssh.meine-domain.at');
  const save = (raw: string) =>
    api.call('saveEntry', {
      dataFiles: [{ slug: 'veroeffentlichen', path: 'content/settings/site.yaml#veroeffentlichen', raw }],
      assets: [],
    });
  // Only the key changed: it stays as it was confirmed.
  await save(section.data.replace(key, `SHA256:${'B'.repeat(43)}`));
  expect(readFileSync(settings, 'utf8')).toContain(`hostKey: ${key}`);
  // Another server: the stored key goes, so the next publish shows the new server's key and asks.
  await save(section.data.replace('ssh.meine-domain.at', 'attacker.example').replace(key, `SHA256:${'B'.repeat(43)}`));
  const after = readFileSync(settings, 'utf8');
  expect(after).toContain('host: attacker.example');
  expect(after).not.toContain('hostKey: SHA256');
  // The publish page names the target it is about to use.
  const state = (await api.call('publishState', {})).body as unknown as { target: { address: string } };
  expect(state.target.address).toContain('attacker.example');
  writeFileSync(settings, text);
});

test('the picture folder serves pictures only, each as what it is', async () => {
  const picture = await fetch(`${origin}/images/blog/d3.jpg`);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/jpeg');
  expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
  expect(picture.headers.get('content-security-policy')).toBe("default-src 'none'");
  for (const name of ['hand.html', 'hand.svg', 'env.jpg', 'link.jpg', 'd3.jpg%00.html', '..%2f..%2fpackage.json']) {
    // At the pictures' web address: nothing but a short German line, never the file.
    const answer = await fetch(`${origin}/images/blog/${name}`);
    expect(answer.status, name).toBe(404);
    expect(answer.headers.get('content-type'), name).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await answer.text()).toBe('Kein Bild unter dieser Adresse.');
    // At the file's own path in the project, Vite serves nothing of it either (server.fs.deny).
    const own = await fetch(`${origin}/${pictureFolder}/${name}`);
    expect(own.status, name).not.toBe(200);
    const body = await own.text();
    expect(body).not.toContain('alert(1)');
    expect(body).not.toContain('DEPLOY_PASSWORD');
    expect(body).not.toContain('"name": "strategie-website"');
  }
  for (const file of ['/.editor-history/HEAD', '/.env.deploy', '/.editor-history/config']) {
    const answer = await fetch(`${origin}${file}`);
    expect(await answer.text(), file).not.toMatch(/ref: refs|DEPLOY_PASSWORD|\[core\]/);
  }
});

test('a page on another port that sends the owner to the picture folder gets no web page', async ({ page }) => {
  const { origin: foreign, server } = await foreignSite();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    await page.goto(`${foreign}/`);
    for (const name of ['hand.html', 'hand.svg', 'd3.jpg']) {
      await page.goto(`${origin}/images/blog/${name}`);
      expect(await page.evaluate(() => document.contentType)).not.toBe('text/html');
    }
    expect(dialogs).toEqual([]);
  } finally {
    server.close();
  }
});

// What the editor's server serves at all (docs/security.md "What the dev servers serve").

const plantedPage = `<html xmlns="http://www.w3.org/1999/xhtml"><body><script>document.title='geplant'</script></body></html>`;

test('no file of content/, the history, a restore’s set-aside files or .env* is served, however the address is written', async () => {
  const planted = [
    'content/texts/evil.htm',
    'content/texts/evil.svg',
    'content/texts/evil.xhtml',
    '.vor-wiederherstellung/1/site.yaml',
  ];
  for (const file of planted) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), plantedPage);
  }
  try {
    const files = [
      ...planted,
      `${pictureFolder}/d3.jpg`,
      'content/images/portrait.jpg',
      '.editor-history/HEAD',
      '.env.deploy',
    ];
    // A file that is not there gets the very same answer.
    expect(await notRefused(origin, spellingsOf(root, files))).toEqual([]);
  } finally {
    for (const file of planted) rmSync(path.join(root, file), { force: true });
    rmSync(path.join(root, '.vor-wiederherstellung'), { recursive: true, force: true });
  }
});

test('the image pipeline takes no file outside the project, no picture of content/, no upscaling', async () => {
  const outside = mkdtempSync(path.join(tmpdir(), 'editor-outside-'));
  writeFileSync(
    path.join(outside, 'privat.jpg'),
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
  );
  try {
    const probes = [...imagePipelineProbes(root, outside), `/${pictureFolder}/d3.jpg?w=50&format=png&import`];
    expect(await notRefused(origin, probes)).toEqual([]);
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
});

test('the editor’s page loads one built script, React’s production build, kept by the browser; nothing else answers there', async () => {
  const html = await (await fetch(`${origin}/admin/`)).text();
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts).toEqual([expect.stringMatching(/^\/admin\/assets\/main-[\w-]+\.js$/)]);
  const script = await fetch(`${origin}${scripts[0]}`);
  expect(script.status).toBe(200);
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(script.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  const code = await script.text();
  // The production build refers to React's error list instead of carrying the development checks.
  expect(code).toContain('Minified React error');
  expect(code).not.toContain('jsxDEV');
  for (const other of ['/admin/assets/main.js', '/admin/assets/main-0000.js', '/admin/.vite/manifest.json'])
    expect((await fetch(`${origin}${other}`)).status, other).not.toBe(200);
});

test('another site may open the editor’s page and nothing else', async () => {
  const visit = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };
  for (const site of ['cross-site', 'same-site']) {
    const page = await rawGet(origin, '/admin/', { ...visit, 'Sec-Fetch-Site': site });
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    for (const target of ['/', '/admin/fields.json', '/admin/bild/portrait', `/images/blog/d3.jpg`])
      expect(await answerTo(origin, target, { ...visit, 'Sec-Fetch-Site': site }), target).toEqual(refusedAnswer);
    // Fetched by the other site's page rather than opened: not even the editor's page.
    expect(
      await answerTo(origin, '/admin/', {
        'Sec-Fetch-Site': site,
        'Sec-Fetch-Mode': 'no-cors',
        'Sec-Fetch-Dest': 'iframe',
      }),
    ).toEqual(refusedAnswer);
    expect(
      await answerTo(origin, '/admin/bild/portrait', {
        'Sec-Fetch-Site': site,
        'Sec-Fetch-Mode': 'no-cors',
        'Sec-Fetch-Dest': 'image',
      }),
    ).toEqual(refusedAnswer);
  }
});

test('the portrait route reads through the path rule: a link in the portrait’s place is not followed', async () => {
  const portrait = path.join(root, 'content/images/portrait.jpg');
  const own = readFileSync(portrait);
  const elsewhere = path.join(root, 'package.json');
  expect((await fetch(`${origin}/admin/bild/portrait`)).status).toBe(200);
  rmSync(portrait);
  symlinkSync(elsewhere, portrait);
  try {
    const answer = await fetch(`${origin}/admin/bild/portrait`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('strategie-website');
  } finally {
    rmSync(portrait);
    writeFileSync(portrait, own);
  }
});
