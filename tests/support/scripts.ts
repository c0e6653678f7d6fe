import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScriptAttr } from '#renderer/pageScriptAttr.mjs';
import { distDir } from './routes.ts';

/** Size of a built file as a host sends it (gzip level 9). */
export const gzipSize = (file: string, root = distDir) =>
  gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;

const resolve = (from: string, specifier: string) => path.posix.join(path.posix.dirname(from), specifier);

/** A built script and every script it imports statically, as paths relative to dist/client (or `root`). */
export function staticGraph(file: string, seen = new Set<string>(), root = distDir): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(root, file), 'utf8');
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g))
    staticGraph(resolve(file, match[1]!), seen, root);
  return seen;
}

/** The scripts a built script loads on demand (`import("…")`), relative to dist/client. */
export function dynamicImports(file: string, root = distDir): string[] {
  const code = readFileSync(path.join(root, file), 'utf8');
  return [...code.matchAll(/\bimport\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g)].map((match) => resolve(file, match[1]!));
}

/**
 * What a page's HTML loads at first, relative to dist/client: the page script and its imports, which
 * the head script loads after the first paint (the build lists them in its `data-page-script-src`,
 * integrations/deferPageScript.mjs), and any script tags and modulepreload links.
 */
export function initialScripts(html: string): string[] {
  const listed = html.match(new RegExp(`${pageScriptAttr}="([^"]+)"`))?.[1]?.split(' ') ?? [];
  const sources = [
    ...listed.map((url) => url.replace(/^\//, '')),
    ...[
      ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g),
    ].map((match) => match[1]!),
  ];
  return [...new Set(sources)];
}

/** Every script a page loads up front: its script tags, preloads and their static imports. */
export function initialCode(html: string, root = distDir): Set<string> {
  return new Set(initialScripts(html).flatMap((src) => [...staticGraph(src, new Set(), root)]));
}

/**
 * The inline scripts a page runs: every `<script>` without `src`, the JSON-LD blocks aside, as its
 * opening tag and its body (what the CSP hash covers).
 */
export function inlineScripts(html: string): { tag: string; body: string }[] {
  return [...html.matchAll(/(<script(?: [^>]*)?>)([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=/.test(match[1]!) && !match[1]!.startsWith('<script type="application/ld+json"'))
    .map((match) => ({ tag: match[1]!, body: match[2]! }));
}
