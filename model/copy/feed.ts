import { site } from '../site';
import { blogCopy } from './blog';

/** The feed's name, in the feed itself and in every page's `<link rel="alternate">` to it. */
export const feedTitle = `${site.brand} – ${blogCopy.feed.title}`;
