import { site } from '../site.ts';
import { blogCopy } from './blog.ts';

/** The feed's name, in the feed itself and in every page's `<link rel="alternate">` to it. */
export const feedTitle = `${site.brand} – ${blogCopy.feed.title}`;
