import type { Root as MdastRoot } from 'mdast';
import { countWords } from '#model/articles/wordCount.ts';
import type { Language } from '#model/i18n/language.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import type { ArticleHeading } from '#model/types.ts';
import { bodyProblems } from './bodyRules.ts';
import { assignHeadingIds } from './headingIds.ts';
import { addHeadingLinks } from './headingLinks.ts';
import { type MissingImages, pictureImages } from './images.ts';
import { markdownProcessor } from './markdownProcessor.ts';
import { groupParts } from './sectionParts.ts';

const processor = markdownProcessor;

/** A Markdown file parsed: its YAML frontmatter (text, not yet parsed) and its body's syntax tree. */
export function parseMarkdown(source: string): { yaml: string | undefined; tree: MdastRoot } {
  const tree = processor.parse(source);
  const first = tree.children[0];
  return { yaml: first?.type === 'yaml' ? first.value : undefined, tree };
}

export interface RenderedBody {
  content: string;
  headings: ArticleHeading[];
  wordCount: number;
}

/**
 * An article body as HTML with heading ids, heading links (named in the article's `language`), a
 * section per `h2` and web-ready images, its headings and its word count.
 */
export async function renderBody(
  file: string,
  tree: MdastRoot,
  imagesDir: string,
  missing: MissingImages = 'refuse',
  language: Language = 'de',
): Promise<RenderedBody> {
  const problems = bodyProblems(file, tree, imagesDir, missing);
  const hast = await processor.run(tree);
  problems.push(...(await pictureImages(file, hast, imagesDir, missing)));
  if (problems.length > 0) throw new OwnerError(problems);
  const headings = assignHeadingIds(hast);
  // Counted before the heading links are added: they hold no words, but attributes with text.
  const wordCount = countWords(processor.stringify(hast));
  addHeadingLinks(hast, language);
  groupParts(hast);
  return { content: processor.stringify(hast), headings, wordCount };
}
