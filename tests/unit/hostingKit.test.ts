import { describe, expect, it } from 'vitest';
import { headersFile } from '#integrations/emit/hosting/headersFile.ts';
import { htaccess } from '#integrations/emit/hosting/htaccess.ts';
import { nginxConfig } from '#integrations/emit/hosting/nginx.ts';
import type { AnalyticsConfig } from '#model/analytics.ts';
import { contentSecurityPolicy } from '#renderer/csp.ts';

/** The rules of one path in a `_headers` file, as `name: value` lines. */
function rulesFor(file: string, path: string): string[] {
  const block = file.split(/\n\s*\n/).find((chunk) => chunk.split('\n')[0] === path);
  return block
    ? block
        .split('\n')
        .slice(1)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
}

describe('_headers (Netlify, Cloudflare Pages)', () => {
  it('labels the sitemap and the feed with their own media types (both are .xml)', () => {
    const file = headersFile();
    expect(rulesFor(file, '/sitemap.xml')).toEqual(['Content-Type: application/xml; charset=utf-8']);
    expect(rulesFor(file, '/rss.xml')).toEqual(['Content-Type: application/rss+xml; charset=utf-8']);
  });

  it('labels the web app manifest as application/manifest+json', () => {
    expect(rulesFor(headersFile(), '/manifest.webmanifest')).toEqual([
      'Content-Type: application/manifest+json; charset=utf-8',
    ]);
  });
});

describe('Content Security Policy and analytics', () => {
  const matomo: AnalyticsConfig = {
    provider: 'matomo',
    endpoint: 'https://statistik.meine-domain.at/matomo',
    siteId: '1',
    operator: 'self-hosted',
    retentionMonths: 14,
  };
  const form = 'https://formspree.io/f/abc';
  const connectSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('connect-src '));

  it('allows the analytics origin in connect-src only when a tool is configured', () => {
    expect(connectSrc(contentSecurityPolicy({ forHeader: false }, form, null))).toBe(
      "connect-src 'self' https://formspree.io",
    );
    expect(connectSrc(contentSecurityPolicy({ forHeader: false }, form, matomo))).toBe(
      "connect-src 'self' https://formspree.io https://statistik.meine-domain.at",
    );
  });

  it('puts the same policy into _headers, .htaccess and the nginx block', () => {
    const policy = contentSecurityPolicy({ forHeader: true }, form, matomo);
    expect(headersFile(form, matomo)).toContain(`Content-Security-Policy: ${policy}\n`);
    expect(htaccess(form, matomo)).toContain(`Header always set Content-Security-Policy "${policy}"`);
    expect(nginxConfig({ root: '/var/www/site' }, form, matomo)).toContain(
      `add_header Content-Security-Policy "${policy}" always;`,
    );
    for (const file of [
      headersFile(form, null),
      htaccess(form, null),
      nginxConfig({ root: '/var/www/site' }, form, null),
    ]) {
      expect(file).not.toContain('statistik.meine-domain.at');
    }
  });
});
