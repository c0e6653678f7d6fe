import { blogCopy } from './copy/blog.ts';
import { detailCopy } from './copy/detailPages.ts';
import { heroCopy } from './copy/home.ts';
import { packages } from './copy/packages.ts';
import { services } from './copy/services.ts';
import { socialImageCopy } from './copy/socialImages.ts';
import { paths } from './paths.ts';
import type { Article } from './types.ts';

/**
 * What the social preview image of an indexable page shows (drawn at build time by
 * integrations/emit/socialImagePlugin.ts): the page's title and what kind of page it is; the brand and the
 * consultant's name come from the site configuration. Legal pages and the 404 page keep
 * `site.defaultImage`.
 */
export interface SocialCard {
  /** Route of the page (its canonical path). */
  route: string;
  /** Headline on the image: the page's title (an article's full headline). */
  title: string;
  /** The small line above it, e.g. "Marketing · 8 Min. Lesezeit" or "Beratungsfeld". */
  kind: string;
}

export { socialImageCopy } from './copy/socialImages.ts';

/**
 * Every indexable page's card, built from the same content modules as the pages. The articles come
 * in as an argument: the pages pass the built set, the image build plugin loads the files itself.
 */
export function socialCards(
  articles: readonly Pick<Article, 'slug' | 'title' | 'category' | 'readTime'>[],
): SocialCard[] {
  return [
    { route: paths.home, title: heroCopy.headline, kind: heroCopy.kicker },
    { route: paths.blog, title: blogCopy.title, kind: socialImageCopy.blogKind },
    ...articles.map((article) => ({
      route: paths.article(article.slug),
      title: article.title,
      kind: `${article.category} · ${blogCopy.readTime(article.readTime)}`,
    })),
    ...services.map((service) => ({
      route: paths.service(service.slug),
      title: service.title,
      kind: detailCopy.service.kicker,
    })),
    ...packages.map((pkg) => ({ route: paths.package(pkg.slug), title: pkg.title, kind: detailCopy.package.kicker })),
  ];
}

/** Path of a page's image in the upload folder: `/og/index.jpg`, `/og/blog/<slug>.jpg`, `/og/en/index.jpg`. */
export const socialImagePath = (route: string) => `/og/${(route.endsWith('/') ? `${route}index` : route).slice(1)}.jpg`;

/** The image of a page and its text alternative; throws for a route that has no card. */
export function socialImage(
  route: string,
  articles: Parameters<typeof socialCards>[0],
): { image: string; imageAlt: string } {
  const card = socialCards(articles).find((candidate) => candidate.route === route);
  if (!card)
    throw new Error(`No social preview image for ${route}: add the page to socialCards() in model/socialImages.ts`);
  return { image: socialImagePath(route), imageAlt: socialImageCopy.alt(card) };
}
