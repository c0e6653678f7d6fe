import type { ArticleTeaser } from '../../../components/blog/ArticleCard';
import { relatedArticles } from '../../../content/articles';
import type { Article } from '../../../content/types';

/** What the article page needs; related articles without their bodies, to keep the page small. */
export function articleData(article: Article): { article: Article; related: ArticleTeaser[] } {
  const related = relatedArticles(article.slug, 2).map(({ slug, title, category, excerpt, icon, readTime }) => ({
    slug,
    title,
    category,
    excerpt,
    icon,
    readTime,
  }));
  return { article, related };
}
