import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// Markdown (CommonMark + GitHub's tables, strikethrough with ~~, task lists, footnotes) to HTML.
// Raw HTML in the Markdown never reaches the page: remark-rehype drops it (no allowDangerousHtml),
// and bodyRules.ts reports it so nothing disappears unnoticed. No Node module here: the editor's
// article preview runs the same chain in the browser (tools/edit/app/articles/ArticlePreview.tsx).
export const markdownProcessor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm, { singleTilde: false })
  .use(remarkRehype)
  .use(rehypeStringify);
