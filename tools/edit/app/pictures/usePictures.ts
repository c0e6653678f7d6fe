import { editorApi } from '../api.ts';

/** A picture of the image folder, by its path in the project and its file name (server/http/actions.ts `pictures`). */
export interface Picture {
  path: string;
  name: string;
}

/** The pictures of the article image folder, by name. */
export const listPictures = (folder: string) => editorApi<Picture[]>('pictures', { folder });
