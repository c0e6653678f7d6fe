/**
 * An article file's two parts, as the owner's tools read it (the editor's server and app, the
 * history's names): the YAML between the opening and the closing `---` line, and everything after.
 * Plain text, no parser, so the editor's page loads nothing of the build's Markdown chain for it.
 */

const pattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** The frontmatter's YAML and the body; undefined when the text opens with no frontmatter. */
export function splitFrontmatter(text: string): { yaml: string; body: string } | undefined {
  const match = pattern.exec(text);
  return match ? { yaml: match[1] ?? '', body: match[2] ?? '' } : undefined;
}
