import { sitePictureFiles } from '#model/ownedFiles.ts';

/**
 * The template's pictures (dev/make-placeholders.mjs), by their SHA-256: while a
 * file still has this content, the owner has not replaced it yet. A file of the same name with
 * other content counts as replaced.
 */
export const templateImages = [
  {
    file: sitePictureFiles.portrait,
    sha256: '15b0edc4488610c4befed703c37bd299514d0d38809fa5380257ee90e7051513',
    picture: 'portrait',
  },
  {
    file: sitePictureFiles.socialDefault,
    sha256: '39029b1475a8309292503b48509ab61a902fa88dfbc5f63a84477dd1169074c3',
    picture: 'socialDefault',
  },
] as const;

/**
 * Addresses that only a template or a test machine uses, never a live site: the names reserved for
 * examples and tests (RFC 2606, RFC 6761: example.com/.net/.org, *.example, *.test, *.invalid,
 * *.localhost), the computer itself (127.x.x.x, ::1, 0.0.0.0) and its local network's names (*.local).
 */
export const templateHosts =
  /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost|local)\.?$|^127\.|^0\.0\.0\.0$|^\[?::1?\]?$/i;

/**
 * Whether `address` – a web address, or an e-mail address by its domain – points to such a host;
 * any other text is not one.
 */
export function isTemplateAddress(address: string): boolean {
  const text = address.trim();
  const mail = /^[^\s@/]+@([^\s@/]+)$/.exec(text);
  if (mail?.[1]) return templateHosts.test(mail[1]);
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) && templateHosts.test(new URL(text).hostname);
}
