/**
 * What the dev servers (`npm run dev`, `npm run edit`) answer to a request they refuse
 * (integrations/devServing/): the same line whatever was asked and whether a file is there or not,
 * so that the answer tells nothing about what exists.
 */
export const devServerText = {
  refused: 'Diese Adresse liefert die Vorschau nicht aus.',
} as const;
