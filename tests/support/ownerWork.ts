import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { fixtureFile } from './fixtureSite.ts';

/**
 * Files as the editor writes them, for the tests of copies and restores: a restore takes only an
 * article that passes the article schema and a picture that is one (docs/security.md).
 */

/** The frontmatter of one of the fixture project's articles. */
const frontmatter = readFileSync(fixtureFile('content/articles/innovation-praxis.md'), 'utf8').split(/^---$/m)[1];

/** An article's file with `body` under a valid frontmatter. */
export const articleText = (body: string): string => `---${frontmatter}---\n\n${body}\n`;

/** A real JPEG of `width` × `height`: noise, which gzip does not shrink, as a photo. */
export const noisePhoto = (width = 120, height = 120): Promise<Buffer> =>
  sharp({
    create: { width, height, channels: 3, background: '#4A6B7C', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
