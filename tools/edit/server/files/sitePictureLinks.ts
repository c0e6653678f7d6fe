import { dataFiles } from '#model/collections.ts';
import { sectionName } from '#model/load/yamlComments.ts';
import type { SitePictureKey } from '../../protocol/answers.ts';
import { commentsOf, editableFile } from './dataFiles.ts';
import { sitePictures } from './sitePictures.ts';

/**
 * Where the editor shows a site picture (sitePictures.ts): the entry of its description, with
 * `?feld=bild.<key>` for the picture field itself (app/forms/SitePictureField.tsx). The settings'
 * section is the one that holds the description's field.
 */

/** The field name of a site picture's control in the editor's form. */
export const sitePictureField = (key: SitePictureKey) => `bild.${key}`;

export function sitePictureLink(key: SitePictureKey, root: string): string | undefined {
  const picture = sitePictures.find((candidate) => candidate.key === key);
  if (!picture) return undefined;
  const field = `?feld=${sitePictureField(key)}`;
  const { file } = picture.description;
  if (file === dataFiles.settings.file) {
    const top = picture.description.field.split('.')[0] ?? '';
    const section = commentsOf(root, file).sections.find((candidate) => candidate.keys.includes(top));
    return section ? `#/collections/einstellungen/entries/${sectionName(section.title)}${field}` : undefined;
  }
  const page = editableFile(file);
  return page ? `#/collections/seiten/entries/${page.key}${field}` : undefined;
}
