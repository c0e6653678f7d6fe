import { site } from '../site.ts';

/** The words of the social preview images (model/socialImages.ts). */
export const socialImageCopy = {
  /** Kind line of the blog list's image. */
  blogKind: 'Blog · Praxiswissen aus der Beratung',
  /** `og:image:alt` and `twitter:image:alt`: what the image shows, for those who cannot see it. */
  alt: ({ title, kind }: { title: string; kind: string }) =>
    `„${title}“ (${kind}) – ${site.brand}, ${site.person.name}`,
};
