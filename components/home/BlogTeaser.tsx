import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { ArticleSummary } from '../../content/articles/summary';
import { sectionCopy } from '../../content/home';
import { buttonStyle } from '../ui/Button';
import { LinkCard } from '../ui/Card';
import { CardGrid, Section } from '../ui/Section';
import { space } from '../theme/tokens';

const All = styled.p({ marginTop: space.xl });

/** The latest three articles and the way to all of them. */
export function BlogTeaser({ articles }: { articles: ArticleSummary[] }) {
  const copy = sectionCopy.blog;
  return (
    <Section id="insights" tone="white" kicker={copy.kicker} title={copy.title} intro={copy.intro}>
      <>
        <CardGrid>
          {articles.map((article) => (
            <li key={article.slug}>
              <LinkCard href={`/blog/${article.slug}`} title={article.title} text={article.excerpt} icon={article.icon}
                meta={<><span>{article.category}</span><span aria-hidden="true">·</span><span>{article.readTime} {copy.minutes}</span></>} more={copy.more} />
            </li>
          ))}
        </CardGrid>
        <All>
          <a href="/blog" css={buttonStyle('outline')}>{copy.all}<ArrowRight size={18} aria-hidden="true" /></a>
        </All>
      </>
    </Section>
  );
}
