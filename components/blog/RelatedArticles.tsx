import styled from '@emotion/styled';
import type { ArticleTeaser } from '#model/articles/summary.ts';
import { blogCopy } from '#model/copy/blog.ts';
import { mq } from '../theme/tokens.ts';
import { CardGrid, Section } from '../ui/Section.tsx';
import { ArticleCard } from './ArticleCard.tsx';

const Grid = styled(CardGrid)({ [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } });

/** "Weitere Insights": cards of the articles to read next. */
export function RelatedArticles({ articles }: { articles: ArticleTeaser[] }) {
  return (
    <div data-print-hidden="">
      <Section tone="white" title={blogCopy.relatedHeading}>
        <Grid>
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </Grid>
      </Section>
    </div>
  );
}
