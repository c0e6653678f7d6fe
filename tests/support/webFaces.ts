/**
 * In the page: the page script has put both web faces in place, loaded
 * (components/theme/webFonts.client.ts). For `page.waitForFunction`.
 */
export const bothWebFacesLoaded = (): boolean =>
  [...document.fonts].filter((face) => /^"?(Inter|Fraunces) Variable"?$/.test(face.family) && face.status === 'loaded')
    .length === 2;
