/** What the previews of the dev servers (`npm run dev`, `npm run edit`) show of their own. */
export const devServerText = {
  /**
   * The answer to a request they refuse (integrations/devServing/): the same line whatever was asked
   * and whether a file is there or not, so that the answer tells nothing about what exists.
   */
  refused: 'Diese Adresse liefert die Vorschau nicht aus.',
  /**
   * In place of an article image whose file is missing (integrations/articles/images.ts), in the
   * site's preview and the editor's article preview.
   */
  missingImage: 'Bild fehlt: {name} – bitte im Editor neu hochladen oder aus dem Artikel entfernen',
} as const;
