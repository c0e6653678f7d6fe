import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMarkdown, renderBody } from '#integrations/articles/renderBody.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { checkArticle } from '#tools/edit/server/files/articles.ts';
import { pictureUsers } from '#tools/edit/server/files/pictureUsage.ts';
import { fixtureFile } from '../support/fixtureSite.ts';

// Nothing the owner does is silently lost: who uses a picture (asked before the editor deletes it), and
// what the preview shows when a picture an article names is missing anyway.

const root = mkdtempSync(path.join(tmpdir(), 'picture-usage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string | Buffer) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const article = (title: string, body: string) => `---\ntitle: "${title}"\n---\n\n${body}\n`;

describe('pictureUsers', () => {
  write(
    'content/articles/a-markteintritt.md',
    article('Markteintritt in Deutschland', '![Ein Plan](/images/blog/plan.jpg)'),
  );
  write(
    'content/articles/b-foerderung.md',
    article('Förderung: der Antrag', 'Text ![Zwei](/images/blog/plan.jpg) und ![Drei](/images/blog/b%C3%BCro.jpg)'),
  );
  write('content/articles/c-ohne.md', article('Ohne Bild', 'Nur Text, auch über plan.jpg.'));
  write('content/texts/about.yaml', 'intro: "Siehe /images/blog/team.jpg"\n');

  it('names every article that shows the picture, by its title', async () => {
    expect(await pictureUsers(root, 'content/images/blog/plan.jpg')).toEqual([
      'Artikel „Markteintritt in Deutschland“',
      'Artikel „Förderung: der Antrag“',
    ]);
  });

  it('finds a picture whose name the article writes escaped, as a link does', async () => {
    expect(await pictureUsers(root, 'content/images/blog/büro.jpg')).toEqual(['Artikel „Förderung: der Antrag“']);
  });

  it('names page texts by their page', async () => {
    expect(await pictureUsers(root, 'content/images/blog/team.jpg')).toEqual(['Seite „Über mich“']);
  });

  it('finds nobody for a picture no text names (the file name alone is no use)', async () => {
    expect(await pictureUsers(root, 'content/images/blog/skizze.jpg')).toEqual([]);
  });
});

describe('a missing article picture', () => {
  const imagesDir = path.join(root, 'content/images/blog');
  const markdown = '## Teil\n\nText.\n\n![Ein Plan](/images/blog/fehlt.jpg)\n';

  it('stops the build with its German line', async () => {
    const error = await renderBody('content/articles/x.md', parseMarkdown(markdown).tree, imagesDir).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OwnerError);
    expect((error as OwnerError).lines.join('\n')).toContain('Bild „/images/blog/fehlt.jpg“ liegt nicht in');
  });

  it('is a visible note in the preview, with the article around it', async () => {
    const body = await renderBody('content/articles/x.md', parseMarkdown(markdown).tree, imagesDir, 'placeholder');
    expect(body.content).toContain(
      '<mark data-missing-image="fehlt.jpg">Bild fehlt: fehlt.jpg – bitte im Editor neu hochladen oder aus dem Artikel entfernen</mark>',
    );
    expect(body.content).toContain('<h2');
    expect(body.content).not.toContain('<img');
  });
});

describe('saving an article with a picture in the editor', () => {
  // The editor checks the article against this project's settings ({region}, {funding} …).
  write('content/settings/site.yaml', readFileSync(fixtureFile('content/settings/site.yaml'), 'utf8'));
  const text = `${readFileSync(fixtureFile('content/articles/foerderungen-innovation.md'), 'utf8')}\n![Ein Plan](/images/blog/gespeichert.jpg)\n`;
  const save = () => checkArticle(root, 'content/articles/foerderungen-innovation.md', text);

  it("is refused while the picture is missing, with the build's line", async () => {
    await expect(save()).rejects.toThrow('Bild „/images/blog/gespeichert.jpg“ liegt nicht in');
  });

  it("is accepted once the picture is in the picture folder (the editor's uploads)", async () => {
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4A6B7C' } })
      .jpeg()
      .toBuffer();
    write('content/images/blog/gespeichert.jpg', picture);
    await expect(save()).resolves.toBeUndefined();
  });
});
