import styled from '@emotion/styled';
import { blogCopy } from '../../content/blog';
import type { Article } from '../../content/types';
import { CardGrid } from '../ui/Section';
import { buttonStyle } from '../ui/Button';
import { colors, fontSizes, mq, radii, space } from '../theme/tokens';
import { ArticleCard } from './ArticleCard';
import { CategoryFilter } from './CategoryFilter';
import { SearchField } from './SearchField';
import { filterArticles, initialBlogState } from './search';
import { useBlogState } from './useBlogState';

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

/** The filterable, searchable list of articles. */
export function BlogList({ articles }: { articles: readonly Article[] }) {
  const [state, setState] = useBlogState();
  const shown = filterArticles(articles, state);

  return (
    <>
      <Toolbar role="search">
        <CategoryFilter value={state.kategorie} onChange={(kategorie) => setState((current) => ({ ...current, kategorie }))} />
        <SearchField value={state.q} onChange={(q) => setState((current) => ({ ...current, q }))} />
      </Toolbar>
      <Count role="status">{blogCopy.resultCount(shown.length)}</Count>
      {shown.length > 0 ? (
        <Grid>
          {shown.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} headingLevel="h2" />
            </li>
          ))}
        </Grid>
      ) : (
        <Empty>
          <p>{blogCopy.empty}</p>
          <p>{blogCopy.emptyHint}</p>
          <ResetButton type="button" onClick={() => setState(initialBlogState)}>
            {blogCopy.reset}
          </ResetButton>
        </Empty>
      )}
    </>
  );
}
