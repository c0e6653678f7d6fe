import { useEffect, useState } from 'react';
import type { SitePicture } from '../../protocol/answers.ts';
import { editorApi } from '../api.ts';
import type { EntryFile } from '../config.ts';

/** The site pictures whose description is a field of this entry, by that field's form name. */
export function useSitePictures(file: EntryFile): ReadonlyMap<string, SitePicture> {
  const [pictures, setPictures] = useState<ReadonlyMap<string, SitePicture>>(new Map());
  useEffect(() => {
    const path = file.file.split('#')[0];
    const names = new Set(file.fields.map((field) => field.name));
    editorApi('sitePictures').then(
      (all) =>
        setPictures(
          new Map(
            all
              .filter(
                (picture) =>
                  picture.description.file === path && names.has(picture.description.field.split('.')[0] ?? ''),
              )
              .map((picture) => [picture.description.field, picture]),
          ),
        ),
      // Without the list the fields still work; the pictures are then simply not shown.
      () => setPictures(new Map()),
    );
  }, [file]);
  return pictures;
}
