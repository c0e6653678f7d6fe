import { describe, expect, it } from 'vitest';
import { headersFile } from '../../scripts/hosting/headersFile';

/** The rules of one path in a `_headers` file, as `name: value` lines. */
function rulesFor(file: string, path: string): string[] {
  const block = file.split(/\n\s*\n/).find((chunk) => chunk.split('\n')[0] === path);
  return block ? block.split('\n').slice(1).map((line) => line.trim()).filter(Boolean) : [];
}

describe('_headers (Netlify, Cloudflare Pages)', () => {
  it('labels the sitemap and the feed with their own media types (both are .xml)', () => {
    const file = headersFile();
    expect(rulesFor(file, '/sitemap.xml')).toEqual(['Content-Type: application/xml; charset=utf-8']);
    expect(rulesFor(file, '/rss.xml')).toEqual(['Content-Type: application/rss+xml; charset=utf-8']);
  });

  it('labels the web app manifest as application/manifest+json', () => {
    expect(rulesFor(headersFile(), '/manifest.webmanifest')).toEqual(['Content-Type: application/manifest+json; charset=utf-8']);
  });
});
