import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from '#components/ui/Icon.tsx';
import { iconNames } from '#model/lists/iconNames.ts';

/**
 * The site's line icons as SVG markup, for the editor's icon choice (app/forms/ChoiceGroup.tsx): the
 * owner picks the picture the pages show, drawn by the same component (components/ui/Icon.tsx).
 * Rendered on the editor's server, so the editor page needs no second copy of React or lucide.
 */
export function iconPictures(): Record<string, string> {
  return Object.fromEntries(iconNames.map((name) => [name, renderToStaticMarkup(<Icon name={name} size={24} />)]));
}
