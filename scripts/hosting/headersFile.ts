import { securityHeaders } from '../../renderer/csp';
import { fileMediaTypes, withCharset } from './mediaTypes';

/** `_headers` for Netlify and Cloudflare Pages. */
export function headersFile(endpoint?: string): string {
  const headers = securityHeaders(endpoint).map(([name, value]) => `  ${name}: ${value}`).join('\n');
  return `/*
${headers}
  Cache-Control: no-cache

/assets/*
  Cache-Control: public, max-age=31536000, immutable
${fileMediaTypes.map(({ file, type }) => `\n/${file}\n  Content-Type: ${withCharset(type)}\n`).join('')}`;
}
