import type { AnalyticsConfig } from '#model/analytics.ts';
import { securityHeaders } from '#renderer/csp.ts';
import { fileMediaTypes, withCharset } from './mediaTypes.ts';

/** `_headers` for Netlify and Cloudflare Pages. */
export function headersFile(endpoint?: string, analytics?: AnalyticsConfig | null): string {
  const headers = securityHeaders(endpoint, analytics)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  return `/*
${headers}
  Cache-Control: no-cache

/assets/*
  Cache-Control: public, max-age=31536000, immutable
${fileMediaTypes.map(({ file, type }) => `\n/${file}\n  Content-Type: ${withCharset(type)}\n`).join('')}`;
}
