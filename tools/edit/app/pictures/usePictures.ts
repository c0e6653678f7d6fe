import { editorApi } from '../api.ts';

/** The pictures of the article picture folder, by name. */
export const listPictures = (folder: string) => editorApi('listPictures', { folder });
