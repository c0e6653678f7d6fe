import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CheckContext } from './context.ts';
import { linkHref, metaContent } from './html.ts';

/** The CSP the site's build sends as a header, and where the check learned it. */
export interface ExpectedCsp {
  policy: string;
  /** Where, as the terminal names it (after „dem“). */
  source: string;
  /** Where, as the editor's publish page names it (a dative phrase with its article). */
  ownerSource: string;
  /**
   * Learned from a page's meta tag, which allows only that page's form of the inline head script:
   * the header, which serves every page, allows the other forms' hashes too (renderer/csp.ts).
   */
  fromPage?: true;
}

/** The `Content-Security-Policy` line of the `/*` block of a `_headers` file. */
function fromHeadersFile(file: string): string | undefined {
  const block = file.split(/\n\s*\n/).find((chunk) => chunk.trimStart().startsWith('/*'));
  return block?.match(/^\s*Content-Security-Policy:\s*(.+)$/m)?.[1]?.trim();
}

/**
 * The build's CSP: from the local build's `_headers` when that build is for the checked origin
 * (its home page names it as canonical), else from the CSP meta tag of the served home page, to
 * which the header adds `frame-ancestors 'none'` (renderer/csp.ts: browsers ignore it in a meta tag).
 */
export function expectedCsp({ origin, home, distDir }: CheckContext): ExpectedCsp | undefined {
  const client = path.join(distDir, 'client');
  const headersPath = path.join(client, '_headers');
  const localHome = path.join(client, 'index.html');
  if (
    existsSync(headersPath) &&
    existsSync(localHome) &&
    linkHref(readFileSync(localHome, 'utf8'), 'canonical') === `${origin.origin}/`
  ) {
    const policy = fromHeadersFile(readFileSync(headersPath, 'utf8'));
    if (policy)
      return {
        policy,
        source: `${path.relative(process.cwd(), headersPath)} des lokalen Builds`,
        ownerSource: 'der auf diesem Computer gebauten Website',
      };
  }
  const meta = metaContent(home.body, 'http-equiv', 'Content-Security-Policy');
  return meta
    ? {
        policy: `${meta}; frame-ancestors 'none'`,
        source: 'CSP-Meta-Tag der ausgelieferten Startseite',
        ownerSource: 'dem CSP-Meta-Tag der ausgelieferten Startseite',
        fromPage: true,
      }
    : undefined;
}

/** A policy as directive name → sorted sources. */
function directives(policy: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources.sort().join(' '));
  }
  return map;
}

/**
 * How `served` differs from `expected`, e.g. "es fehlt frame-ancestors; script-src ist anders"; empty
 * when equal. With `fromPage` (the expected policy is a page's own), script hashes the page's policy
 * does not name are no difference: the header allows each page's inline script.
 */
export function cspDifferences(served: string, expected: string, { fromPage = false } = {}): string {
  const have = directives(served);
  const want = directives(expected);
  const scripts = have.get('script-src');
  if (fromPage && scripts !== undefined) {
    const wanted = new Set(want.get('script-src')?.split(' '));
    const kept = scripts.split(' ').filter((source) => wanted.has(source) || !source.startsWith("'sha256-"));
    have.set('script-src', kept.join(' '));
  }
  const missing = [...want.keys()].filter((name) => !have.has(name));
  const extra = [...have.keys()].filter((name) => !want.has(name));
  const changed = [...want.keys()].filter((name) => have.has(name) && have.get(name) !== want.get(name));
  return [
    missing.length > 0 && `es fehlt ${missing.join(', ')}`,
    extra.length > 0 && `zusätzlich ${extra.join(', ')}`,
    changed.length > 0 &&
      `anders: ${changed.map((name) => `${name} „${have.get(name)}“ statt „${want.get(name)}“`).join(', ')}`,
  ]
    .filter(Boolean)
    .join('; ');
}
