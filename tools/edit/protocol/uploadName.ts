import { slugify } from '#model/slug.ts';

/**
 * The name an uploaded picture is stored under, by the project's slug rule (model/slug.ts), the
 * same rule that makes the articles' addresses: "Team Foto Übergabe.JPEG" → team-foto-uebergabe.jpeg.
 * Shared by the server (uploadRules.ts, which also fixes the extension to the content) and the
 * editor app (app/articles/PicturePanel.tsx), which sends the picture under that name.
 */
export function uploadName(name: string, extension?: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const ending = extension ?? (dot > 0 ? slugify(base.slice(dot + 1)) : '');
  return `${slugify(stem) || 'bild'}${ending ? `.${ending}` : ''}`;
}
