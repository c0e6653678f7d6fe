import { createContext } from 'react';
import type { EditorField } from '../../protocol/fields.ts';

/** A choice's options as `{ label, value }`, the German name shown where the schema has one. */
export const optionsOf = (field: EditorField) =>
  (field.options ?? []).map((option) => (typeof option === 'string' ? { label: option, value: option } : option));

/** The site's icons as SVG, by name (iconPictures.tsx, from /admin/fields.json). */
export const IconsContext = createContext<Readonly<Record<string, string>>>({});

/** Whether every option of the choice is an icon: then it is chosen by picture. */
export const isIconChoice = (field: EditorField, icons: Readonly<Record<string, string>>) => {
  const options = optionsOf(field);
  return field.widget === 'select' && options.length > 0 && options.every((option) => option.value in icons);
};
