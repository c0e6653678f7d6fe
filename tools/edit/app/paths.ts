/** Where the article pictures are at the dev server (pictureFiles.ts, editorFields.ts `publicFolder`). */
export const publicImages = '/images/blog';
