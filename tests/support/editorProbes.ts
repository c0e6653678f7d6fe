import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { snapshot } from './snapshot.ts';

// What a foreign web page (or program) would try against the editor's API: writes that the API
// must refuse unless they come from the editor's own page with its secret.

/** The four writes each probe tries: settings, an article, a deletion, an upload. */
export const attacks = [
  {
    action: 'saveEntry',
    params: {
      dataFiles: [
        { slug: 'dienste', path: 'content/settings/site.yaml', raw: 'formEndpoint: https://evil.example/form\n' },
      ],
      assets: [],
    },
  },
  {
    action: 'saveEntry',
    params: {
      dataFiles: [{ slug: 'pwned', path: 'content/articles/pwned.md', raw: '---\ntitle: Pwned\n---\nText\n' }],
      assets: [],
    },
  },
  { action: 'deleteFiles', params: { paths: ['content/articles/innovation-praxis.md'] } },
  {
    action: 'uploadPicture',
    params: {
      asset: {
        path: 'content/images/blog/pwned.svg',
        content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
        encoding: 'base64',
      },
    },
  },
] as const;

/** A hash of every file of the project copy, except node_modules (the packages' links and Vite's cache). */
export const projectHash = (root: string) => snapshot(root, { skip: ['node_modules'] });

/** A page on another port of 127.0.0.1: a different origin, as any web page the owner has open. */
export async function foreignSite(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(
      '<!doctype html><html lang="en"><title>Another site</title><h1>Another site</h1><iframe name="sink" title="sink"></iframe></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
