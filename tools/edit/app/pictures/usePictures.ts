import { editorApi } from '../api.ts';

/** The pictures of the article image folder, by name. */
export const listPictures = (folder: string) => editorApi('listPictures', { folder });
