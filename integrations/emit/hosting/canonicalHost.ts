import { site } from '#model/site.ts';

/** Where the site lives, as the kit's redirects need it. */
export interface CanonicalHost {
  /** `https` or `http`, from the site URL. */
  scheme: string;
  /** The host name of the site URL, e.g. `www.meine-domain.at`. */
  host: string;
  /** The same name with `www.` added or removed, e.g. `meine-domain.at`; null for an IP address or a single-label name. */
  twin: string | null;
}

/** The canonical host of a site URL (default: `site.url`), and its twin with or without `www.`. */
export function canonicalHost(siteUrl: string = site.url): CanonicalHost {
  const url = new URL(siteUrl);
  const host = url.hostname.toLowerCase();
  const plain = /^[\d.]+$/.test(host) || host.startsWith('[') || !host.includes('.');
  const twin = plain ? null : host.startsWith('www.') ? host.slice(4) : `www.${host}`;
  return { scheme: url.protocol.replace(':', ''), host, twin };
}

/** A host name as a regular expression that matches only that name. */
export const hostPattern = (name: string) => name.replace(/\./g, '\\.');
