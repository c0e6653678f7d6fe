/**
 * The editor's address: one page, /admin/, the app (app/, appPage.ts), whose screens are places
 * after `#`. The pages that once stood beside it are screens of the app now; their old addresses
 * (the owner's guide names them) lead there, so a bookmark or the guide still finds them.
 */

export const adminPath = '/admin/';

export const movedPages: Readonly<Record<string, string>> = {
  [`${adminPath}verlauf/`]: `${adminPath}#/verlauf`,
  [`${adminPath}veroeffentlichen/`]: `${adminPath}#/veroeffentlichen`,
  [`${adminPath}sicherung/`]: `${adminPath}#/sicherung`,
};
