import { articleCollection } from '#model/collections.ts';
import { historyFolder } from '../history/store.ts';

/**
 * What the dev server never serves while the editor runs (Vite's `server.fs.deny`, picomatch
 * patterns on the file's absolute path). Setting the option replaces Vite's own list, so that list
 * comes first, as Vite 8 has it (https://vite.dev/config/server-options#server-fs-deny). Then:
 *  - the editor's history, which holds every version of the owner's files;
 *  - the image folders: Vite serves the project's files at their path (/content/images/…), and a
 *    web page or an SVG placed there by hand would run on the editor's origin, where the editor's
 *    secret is one request away; a link placed there would show whatever it points to. The pages
 *    get their pictures from the image plugins (/@imagetools/…, /assets/blog/…), the editor from
 *    its own picture route (pictureFiles.ts), which checks each file.
 */
const viteDefaults = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];

const imagesRoot = articleCollection.images.split('/').slice(0, -1).join('/');

export const editorDeny: string[] = [
  ...viteDefaults,
  `**/${historyFolder}/**`,
  `**/${historyFolder}`,
  `**/${imagesRoot}/**`,
];
