import { backupText } from '#tools/text/backup.ts';

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

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Above the app while the project holds only the template's content (backupRoutes.ts, `onlyTemplate`):
 * the way to the owner's backup, before anything is typed over the template.
 */
export const freshNotice = `<p style="margin:0;padding:0.6rem 1rem;background:#fff3d6;color:#3d2a00;border-bottom:2px solid #b36b00">${escapeHtml(backupText.fresh.text)} <a href="${adminPath}#/sicherung" style="color:#144a85;font-weight:600">${escapeHtml(backupText.fresh.link)}</a></p>
`;
