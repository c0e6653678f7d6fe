import type { Words } from '../../i18n/words.ts';
import { site } from '../../site.ts';
import type * as German from '../socialImages.ts';

/** The social preview images' words on the English pages (see ../socialImages.ts). */
export const socialImageCopy: Words<typeof German.socialImageCopy> = {
  blogKind: 'Blog · Practical knowledge from consulting',
  alt: ({ title, kind }) => `“${title}” (${kind}) – ${site.brand}, ${site.person.name}`,
};
