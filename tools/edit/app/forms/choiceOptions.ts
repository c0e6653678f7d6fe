import { createContext } from 'react';
import type { ChoiceField } from '../../protocol/fields.ts';

/** The site's icons as SVG, by name (server/site/iconPictures.tsx, from /admin/fields.json). */
export const IconsContext = createContext<Readonly<Record<string, string>>>({});

/** Whether every option of the choice is an icon: then it is chosen by picture. */
export const isIconChoice = (field: ChoiceField, icons: Readonly<Record<string, string>>) =>
  field.options.length > 0 && field.options.every((option) => option.value in icons);
