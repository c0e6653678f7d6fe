import styled from '@emotion/styled';
import type { ArticleTeaser } from '#model/articles/summary';
import { blogCopy } from '#model/copy/blog';
import { mq } from '../theme/tokens';
import { CardGrid, Section } from '../ui/Section';
import { ArticleCard } from './ArticleCard';

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
