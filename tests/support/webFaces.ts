import type { Page } from '@playwright/test';
import { holdRequests } from './holdRequests.ts';

/**
 * In the page: the page script has put both web faces in place, loaded
 * (components/theme/webFonts.client.ts). For `page.waitForFunction`.
 */
export const bothWebFacesLoaded = (): boolean =>
  [...document.fonts].filter((face) => /^"?(Inter|Fraunces) Variable"?$/.test(face.family) && face.status === 'loaded')
    .length === 2;

/**
 * Holds the web fonts' files back until the returned function is called, so that a test can act
 * while the page is still in its fallback faces and let the swap come at a moment of its choosing.
 */
export const holdWebFonts = (page: Page): Promise<() => void> => holdRequests(page, '**/*.woff2');
