import styled from '@emotion/styled';
import { useState } from 'react';
import { viennaDate } from '#model/viennaTime.ts';
import { keepingText } from '#tools/edit/text/keeping.ts';
import { screenText } from '#tools/edit/text/screens.ts';
import type { Collection } from '../config.ts';
import { Message, type Outcome, takeCarriedOutcome } from '../Message.tsx';
import { entryHref, newHref, picturesHref } from '../route.ts';
import { Actions, Heading, LinkButton, Main, Note, SecondaryLink } from '../ui/elements.tsx';
import { colors } from '../ui/tokens.ts';
import { germanDate } from './articleFile.ts';
import type { ArticleSummary } from './useArticles.ts';
import { useArticles } from './useArticles.ts';

/** The articles, newest first, each a link to its editor; „Neuer Artikel“ and „Bilder der Artikel“ above them. */

/** Category, date, and whether the published site leaves it out (a draft, or not its day yet). */
const metaOf = (article: ArticleSummary, today: string) =>
  [
    article.category,
    germanDate(article.datePublished),
    article.isDraft && keepingText.article.draftMark,
    !article.isDraft &&
      article.datePublished > today &&
      keepingText.article.futureMark(germanDate(article.datePublished)),
  ]
    .filter(Boolean)
    .join(' · ');

const words = screenText.articles;
const List = styled.ul({ listStyle: 'none', padding: 0, margin: '1rem 0', display: 'grid', gap: '0.5rem' });
const Entry = styled.a({
  display: 'block',
  padding: '0.75rem 1rem',
  background: colors.card,
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  color: colors.text,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { borderColor: colors.accent },
});
const Title = styled.span({ display: 'block', fontWeight: 600, color: colors.accent, overflowWrap: 'anywhere' });
const Meta = styled.span({ display: 'block', color: colors.muted, fontSize: '0.92rem' });

export function ArticleList({ collection }: { collection: Collection }) {
  const loaded = useArticles(collection.folder ?? '');
  // The outcome of what led here (an article deleted), said once.
  const [outcome] = useState<Outcome>(takeCarriedOutcome);
  return (
    <Main>
      <Heading>{collection.label}</Heading>
      <Note>{words.intro}</Note>
      <Message outcome={outcome} />
      <Actions as="p">
        <LinkButton href={newHref(collection.name)}>{words.create}</LinkButton>
        <SecondaryLink href={picturesHref(collection.name)}>{screenText.pictures.open}</SecondaryLink>
      </Actions>
      {loaded.state !== 'ready' ? (
        <Note role={loaded.state === 'failed' ? 'alert' : 'status'}>
          {loaded.state === 'failed' ? `${screenText.loadFailed} ${loaded.message}` : screenText.loading}
        </Note>
      ) : loaded.value.length === 0 ? (
        <Note>{words.empty}</Note>
      ) : (
        <List>
          {loaded.value.map((article) => (
            <li key={article.slug}>
              <Entry href={entryHref(collection.name, article.slug)}>
                <Title>{article.title}</Title>
                <Meta>{metaOf(article, viennaDate())}</Meta>
              </Entry>
            </li>
          ))}
        </List>
      )}
    </Main>
  );
}
