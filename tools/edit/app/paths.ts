import { articleCollection } from '#model/collections';

/** Where the article pictures are at the dev server (pictureFiles.ts serves them there). */
export const publicImages = articleCollection.imagesAddress;
