import { describe, expect, it } from 'vitest';
import { absoluteUrl, normalizePath } from '#model/paths.ts';
import { site } from '#model/site.ts';
import { escapeHtml } from '#renderer/escapeHtml.ts';
import { buildHead, documentTitle } from '#renderer/head.ts';
import { serializeJsonLd } from '#renderer/jsonLd.ts';

const page = {
  title: 'Impressum',
  description: 'Angaben gemäß § 5 ECG – "Strategie & Umsetzung" <mit> Zeichen, die escaped werden müssen.',
};

describe('head builder', () => {
  it('applies the title template unless the title is raw', () => {
    expect(documentTitle(page)).toBe(site.titleTemplate.replace('%s', 'Impressum'));
    expect(documentTitle({ ...page, rawTitle: true })).toBe('Impressum');
  });

  it('escapes text in attributes and the title', () => {
    const head = buildHead({ ...page, title: 'A & B <C>' }, '/x');
    expect(head).toContain('&amp; B &lt;C&gt;');
    expect(head).toContain('content="Angaben gemäß § 5 ECG – &quot;Strategie &amp; Umsetzung&quot; &lt;mit&gt;');
    expect(head).not.toContain('<C>');
  });

  it('writes an absolute canonical without trailing slash, og:url equal to it and an absolute image', () => {
    const head = buildHead(page, '/impressum/');
    expect(head).toContain(`<link rel="canonical" href="${site.url}/impressum">`);
    expect(head).toContain(`<meta property="og:url" content="${site.url}/impressum">`);
    expect(head).toContain(`<meta property="og:image" content="${site.url}${site.defaultImage}">`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta property="og:locale" content="de_AT">');
  });

  it('describes the social image: the page’s own with its text alternative, else the default', () => {
    const own = buildHead({ ...page, image: '/og/blog/x.jpg', imageAlt: 'Vorschau „X“' }, '/blog/x');
    expect(own).toContain(`<meta property="og:image" content="${site.url}/og/blog/x.jpg">`);
    expect(own).toContain(`<meta name="twitter:image" content="${site.url}/og/blog/x.jpg">`);
    expect(own).toContain('<meta property="og:image:alt" content="Vorschau „X“">');
    expect(own).toContain('<meta name="twitter:image:alt" content="Vorschau „X“">');
    const fallback = buildHead(page, '/impressum');
    expect(fallback).toContain(`<meta property="og:image:alt" content="${escapeHtml(site.defaultImageAlt)}">`);
    expect(() => buildHead({ ...page, image: '/og/x.jpg' }, '/x')).toThrow(/imageAlt/);
  });

  it('uses index,follow by default and noindex,nofollow when flagged', () => {
    expect(buildHead(page, '/')).toContain('<meta name="robots" content="index,follow">');
    expect(buildHead({ ...page, noIndex: true }, '/')).toContain('<meta name="robots" content="noindex,nofollow">');
  });

  it('adds article tags and the structured data as one JSON-LD block', () => {
    const head = buildHead(
      {
        ...page,
        ogType: 'article',
        article: { publishedTime: '2025-01-15', modifiedTime: '2025-01-15', section: 'Marketing' },
        structuredData: {
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Thing', '@id': 'https://x/#a', name: 'a' },
            { '@type': 'Thing', name: 'b', subjectOf: { '@id': 'https://x/#a' } },
          ],
        },
      },
      '/blog/x',
    );
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('<meta property="article:published_time" content="2025-01-15">');
    expect(head.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(buildHead(page, '/x')).not.toContain('application/ld+json');
  });
});

describe('JSON-LD serialiser', () => {
  it('escapes < so no </script> can close the block, and keeps & as it is', () => {
    const json = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: 'Strategie & Umsetzung </script><script>alert(1)</script>',
    });
    expect(json).toContain('Strategie & Umsetzung');
    expect(json).not.toContain('<');
    expect(json).not.toContain('&amp;');
    expect(JSON.parse(json).name).toBe('Strategie & Umsetzung </script><script>alert(1)</script>');
  });

  it('escapes line and paragraph separators', () => {
    const json = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: 'a\u2028b\u2029c' });
    expect(json).toContain('\\u2028');
    expect(JSON.parse(json).name).toBe('a\u2028b\u2029c');
  });
});

describe('URLs', () => {
  it('normalises paths and builds absolute URLs on the site origin', () => {
    expect(normalizePath('/blog/')).toBe('/blog');
    expect(normalizePath('/blog?q=x#top')).toBe('/blog');
    expect(normalizePath('/')).toBe('/');
    expect(absoluteUrl('/')).toBe(`${site.url}/`);
    expect(absoluteUrl('/og.jpg')).toBe(`${site.url}/og.jpg`);
    expect(absoluteUrl('https://cdn.example.org/x.jpg')).toBe('https://cdn.example.org/x.jpg');
  });
});
