import type { PageContext } from 'vike/types';
import { errorCopy } from '#model/copy/errors.ts';
import type { PageMeta } from '#renderer/types.ts';

export default function pageMeta(pageContext: PageContext): PageMeta {
  const copy = pageContext.is404 ? errorCopy.notFound : errorCopy.generic;
  return {
    title: copy.metaTitle,
    description: copy.metaDescription,
    noIndex: true,
    url: pageContext.is404 ? '/404' : '/500',
  };
}
