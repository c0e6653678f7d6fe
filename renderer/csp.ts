import type { AnalyticsConfig } from '#model/analytics.ts';
import { site } from '#model/site.ts';
import type { OptionalEarlyEntry } from './earlyScript.ts';
import { headScriptHashes } from './headScript.ts';

/** Origin of the form service: the only other origin the site talks to, besides an analytics tool. */
export function formOrigin(endpoint: string = site.formEndpoint): string {
  return new URL(endpoint).origin;
}

/** Where the page's script may send requests: the site, the form service and, when configured, the analytics tool. */
export function connectSources(
  endpoint: string = site.formEndpoint,
  analytics: AnalyticsConfig | null = site.analytics,
): string {
  const origins = new Set(["'self'", formOrigin(endpoint), ...(analytics ? [new URL(analytics.endpoint).origin] : [])]);
  return [...origins].join(' ');
}

/**
 * The Content Security Policy. The `<meta>` version leaves out `frame-ancestors`, which browsers
 * ignore (with a console error) outside of a header. Emotion injects the contact dialog's styles at
 * runtime, hence `'unsafe-inline'` for styles only; the one inline script is allowed by its hash: a
 * page's own policy (`earlyEntries`: the form of its head script, renderer/headScript.ts) allows
 * exactly its own, the hosting kit's header, which serves every page, each form's.
 */
export function contentSecurityPolicy(
  { forHeader, earlyEntries }: { forHeader: boolean; earlyEntries?: readonly OptionalEarlyEntry[] },
  endpoint: string = site.formEndpoint,
  analytics: AnalyticsConfig | null = site.analytics,
): string {
  const form = formOrigin(endpoint);
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${headScriptHashes(earlyEntries)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSources(endpoint, analytics)}`,
    `form-action 'self' ${form}`,
    "base-uri 'self'",
    "object-src 'none'",
    ...(forHeader ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}

/** Security headers of the hosting kit (Apache, Netlify/Cloudflare, nginx). */
export function securityHeaders(
  endpoint: string = site.formEndpoint,
  analytics: AnalyticsConfig | null = site.analytics,
): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy({ forHeader: true }, endpoint, analytics)],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
    ],
    ['X-Frame-Options', 'DENY'],
  ];
}
