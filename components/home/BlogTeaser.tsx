import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { ArticleTeaser } from '#model/articles/summary.ts';
import { sectionCopy } from '#model/copy/home.ts';
import { paths } from '#model/paths.ts';
import { ArticleCard } from '../blog/ArticleCard.tsx';
import { space } from '../theme/tokens.ts';
import { buttonStyle } from '../ui/Button.tsx';
import { CardGrid, Section } from '../ui/Section.tsx';

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
