import type { AnalyticsConfig } from '#model/analytics.ts';
import { securityHeaders } from '#renderer/csp.ts';
import { servedFileTypes, withCharset } from './mediaTypes.ts';

/** `_headers` for Netlify and Cloudflare Pages; `english`: with the English feed's media type. */
export function headersFile(endpoint?: string, analytics?: AnalyticsConfig | null, english = false): string {
  const headers = securityHeaders(endpoint, analytics)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  return `/*
${headers}
  Cache-Control: no-cache

/assets/*
  Cache-Control: public, max-age=31536000, immutable
${servedFileTypes(english)
  .map(({ file, type }) => `\n/${file}\n  Content-Type: ${withCharset(type)}\n`)
  .join('')}`;
}
