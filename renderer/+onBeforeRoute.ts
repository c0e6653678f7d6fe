// https://vike.dev/onBeforeRoute — Vike's i18n hook (https://vike.dev/i18n). The English build
// routes /en/blog by /blog: each page serves both languages, and its words come from the build's
// language (integrations/englishModules.ts). The German build changes nothing.

import { modifyUrl } from 'vike/modifyUrl';
import type { PageContext } from 'vike/types';
import { logicalPath } from '#model/i18n/localePath.ts';
import { pageLanguage } from '#model/i18n/page.ts';

export default function onBeforeRoute(pageContext: PageContext) {
  if (pageLanguage === 'de') return undefined;
  const logical = logicalPath(pageContext.urlParsed.pathname);
  // An address outside /en/ has no English page: the English 404 answers it.
  if (logical === undefined) return undefined;
  return { pageContext: { urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: logical }) } };
}
