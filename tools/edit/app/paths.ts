/** Where the article pictures are at the dev server (pictureFiles.ts, decapConfig.ts `publicFolder`). */
export const publicImages = '/images/blog';
