import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { ArticleTeaser } from '#model/articles/summary';
import { sectionCopy } from '#model/copy/home';
import { paths } from '#model/paths';
import { ArticleCard } from '../blog/ArticleCard';
import { space } from '../theme/tokens';
import { buttonStyle } from '../ui/Button';
import { CardGrid, Section } from '../ui/Section';

const All = styled.p({ marginTop: space.xl });

/** The latest three articles and the way to all of them. */
export function BlogTeaser({ articles }: { articles: ArticleTeaser[] }) {
  const copy = sectionCopy.blog;
  return (
    <Section id="insights" tone="white" kicker={copy.kicker} title={copy.title} intro={copy.intro}>
      <CardGrid>
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </CardGrid>
      <All>
        <a href={paths.blog} css={buttonStyle('outline')}>
          {copy.all}
          <ArrowRight size={18} aria-hidden="true" />
        </a>
      </All>
    </Section>
  );
}
