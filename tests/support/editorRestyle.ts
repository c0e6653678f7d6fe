import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { articleText } from '#tools/edit/server/files/articles.ts';

// What an editor's Markdown widget sends back: the whole text written anew in its own style
// (`*` for list items, `_` for emphasis, lines joined, frontmatter re-quoted by the server).
const restyle = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '*', emphasis: '_', strong: '*', rule: '*', listItemIndent: 'one' });

/** An article as such a widget would send it back. */
export const asTheEditorSends = (file: string): string => articleText(String(restyle.processSync(file)));
