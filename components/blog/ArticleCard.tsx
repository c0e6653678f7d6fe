import styled from '@emotion/styled';
import { Clock } from 'lucide-react';
import type { ArticleTeaser } from '#model/articles/summary.ts';
import { blogCopy } from '#model/copy/blog.ts';
import { paths } from '#model/paths.ts';
import { space } from '../theme/tokens.ts';
import { LinkCard } from '../ui/Card.tsx';

// An icon instead of a "·" separator: when a long category fills the line, no stray dot wraps.
const ReadTimeLabel = styled.span({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  whiteSpace: 'nowrap',
});

/** "8 Min. Lesezeit" with a clock icon. */
export function ReadTime({ minutes }: { minutes: number }) {
  return (
    <ReadTimeLabel>
      <Clock size={14} strokeWidth={2} aria-hidden="true" focusable="false" />
      {blogCopy.readTime(minutes)}
    </ReadTimeLabel>
  );
}

interface Props {
  article: ArticleTeaser;
  headingLevel?: 'h2' | 'h3';
}

/** An article as a card: category and read time, title (the link), excerpt, "Artikel lesen →". */
export function ArticleCard({ article, headingLevel = 'h3' }: Props) {
  return (
    <LinkCard
      href={paths.article(article.slug)}
      title={article.title}
      text={article.excerpt}
      icon={article.icon}
      headingLevel={headingLevel}
      more={blogCopy.readMore}
      meta={
        <>
          <span>{article.category}</span>
          <ReadTime minutes={article.readTime} />
        </>
      }
    />
  );
}
