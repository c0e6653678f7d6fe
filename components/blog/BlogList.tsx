import styled from '@emotion/styled';
import { blogCopy, resultCount } from '#model/copy/blog.ts';
import type { Article } from '#model/types.ts';
import { colors, fontSizes, mq, radii, space } from '../theme/tokens.ts';
import { buttonStyle } from '../ui/Button.tsx';
import { CardGrid } from '../ui/Section.tsx';
import { ArticleCard } from './ArticleCard.tsx';
import { CategoryFilter } from './CategoryFilter.tsx';
import { blogListAttrs } from './dataAttributes.ts';
import { SearchField } from './SearchField.tsx';
import { searchIndexUrl } from './searchIndex.ts';

const Toolbar = styled.div({
  display: 'grid',
  gap: space.lg,
  paddingBottom: space.lg,
  borderBottom: `1px solid ${colors.line}`,
  [mq.md]: { gridTemplateColumns: '1fr minmax(16rem, 20rem)', alignItems: 'end', gap: space.xl },
});

const Count = styled.p({ marginTop: space.lg, fontSize: fontSizes.sm, color: colors.inkMuted });

const Grid = styled(CardGrid)({ marginTop: space.md, '& > li': { display: 'flex' }, '& > li > *': { flex: 1 } });

const Empty = styled.div({
  marginTop: space.md,
  padding: `${space.xxl} ${space.lg}`,
  textAlign: 'center',
  background: colors.surface,
  border: `1px dashed ${colors.lineStrong}`,
  borderRadius: radii.lg,
  '& p:first-of-type': { fontSize: fontSizes.md, fontWeight: 600, color: colors.ink },
  '& p + p': { marginTop: space.xs, color: colors.inkSoft },
});

const ResetButton = styled.button(buttonStyle('outline'), { marginTop: space.lg });

/**
 * The filterable, searchable list of articles. HTML only, with every article: the page script
 * (components/blog/blogList.client.ts) hides what does not fit the filter and search, keeps them
 * in the URL (`?kategorie=…&q=…`), and updates the count and the empty state.
 */
export function BlogList({ articles }: { articles: readonly Article[] }) {
  return (
    <div {...{ [blogListAttrs.list]: '', [blogListAttrs.searchIndex]: searchIndexUrl }}>
      <Toolbar role="search">
        <CategoryFilter />
        <SearchField />
      </Toolbar>
      <Count role="status" {...{ [blogListAttrs.resultCount]: '' }}>
        {resultCount(articles.length)}
      </Count>
      <Grid>
        {articles.map((article) => (
          <li
            key={article.slug}
            {...{ [blogListAttrs.slug]: article.slug, [blogListAttrs.category]: article.category }}
          >
            <ArticleCard article={article} headingLevel="h2" />
          </li>
        ))}
      </Grid>
      <Empty hidden {...{ [blogListAttrs.empty]: '' }}>
        <p>{blogCopy.empty}</p>
        <p>{blogCopy.emptyHint}</p>
        <ResetButton type="button" {...{ [blogListAttrs.reset]: '' }}>
          {blogCopy.reset}
        </ResetButton>
      </Empty>
    </div>
  );
}
