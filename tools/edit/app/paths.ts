import { articleCollection } from '#model/collections.ts';

/** Where the article pictures are at the dev server (pictureFiles.ts serves them there). */
export const publicPictures = articleCollection.imagesAddress;
