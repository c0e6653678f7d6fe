import styled from '@emotion/styled';
import type { ArticleTeaser } from '#model/articles/summary.ts';
import { blogCopy } from '#model/copy/blog.ts';
import { paths } from '#model/paths.ts';
import { site } from '#model/site.ts';
import type { Article } from '#model/types.ts';
import { renderWhenNear } from '../theme/renderWhenNear.ts';
import { colors, eyebrow, fontSizes, layout, lineHeights, mq, space } from '../theme/tokens.ts';
import { BackLink } from '../ui/BackLink.tsx';
import { Container } from '../ui/Container.tsx';
import { ReadTime } from './ArticleCard.tsx';
import { ArticleCta } from './ArticleCta.tsx';
import { AuthorBox } from './AuthorBox.tsx';
import { formatDate } from './formatDate.ts';
import { Prose } from './Prose.tsx';
import { RelatedArticles } from './RelatedArticles.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import { TableOfContents } from './TableOfContents.tsx';

const Wrap = styled.article({ padding: `${space.xl} 0 ${space.section}` });
/** One column; from 1200 px the text with the table of contents beside it. */
const Layout = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"head" "toc" "body" "foot"',
  maxWidth: layout.text,
  marginInline: 'auto',
  [mq.lg]: {
    maxWidth: 'none',
    gridTemplateColumns: `minmax(0, ${layout.text}) 15rem`,
    gridTemplateAreas: '"head ." "body toc" "foot ."',
    columnGap: space.xxl,
    justifyContent: 'center',
  },
});
const Head = styled.div({ gridArea: 'head' });
const Header = styled.header({
  marginTop: space.lg,
  paddingBottom: space.xl,
  marginBottom: space.xl,
  borderBottom: `1px solid ${colors.line}`,
});
const Body = styled(Prose)({ gridArea: 'body' });

const Meta = styled.p({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xxs} ${space.md}`,
  ...eyebrow.xs,
  color: colors.accentStrong,
});
const Title = styled.h1({ marginTop: space.sm, fontSize: fontSizes.xxl, lineHeight: lineHeights.tight });
const Lead = styled.p({
  marginTop: space.md,
  fontSize: fontSizes.md,
  lineHeight: lineHeights.body,
  color: colors.inkSoft,
});
const Byline = styled.p({
  marginTop: space.lg,
  fontSize: fontSizes.sm,
  color: colors.inkMuted,
  '& strong': { fontWeight: 600, color: colors.ink },
  '& time': { whiteSpace: 'nowrap' },
});

const Footer = styled.footer({
  gridArea: 'foot',
  display: 'grid',
  gap: space.lg,
  marginTop: space.xxl,
  ...renderWhenNear('40rem'),
});

interface Props {
  article: Article;
  related: ArticleTeaser[];
}

/** An article page: header with meta and lead, the body, author, call to action, related articles. */
export function ArticleView({ article, related }: Props) {
  return (
    <>
      <Wrap>
        <Container>
          <Layout>
            <Head>
              <BackLink href={paths.blog} label={blogCopy.backLink} />
              <Header>
                <Meta>
                  <span>{article.category}</span>
                  <ReadTime minutes={article.readTime} />
                </Meta>
                <Title>{article.title}</Title>
                <Lead>{article.description}</Lead>
                <Byline>
                  <strong>{site.person.name}</strong> · {blogCopy.published}{' '}
                  <time dateTime={article.datePublished}>{formatDate(article.datePublished)}</time>
                  {article.dateModified !== article.datePublished && (
                    <>
                      {' '}
                      · {blogCopy.modified}{' '}
                      <time dateTime={article.dateModified}>{formatDate(article.dateModified)}</time>
                    </>
                  )}
                </Byline>
              </Header>
            </Head>
            <TableOfContents headings={article.headings} />
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the article's HTML from the build-time Markdown pipeline (integrations/articles), which passes no raw HTML through */}
            <Body dangerouslySetInnerHTML={{ __html: article.content }} />
            <Footer>
              <ShareLinks article={article} />
              <AuthorBox />
              <ArticleCta category={article.category} />
            </Footer>
          </Layout>
        </Container>
      </Wrap>
      <RelatedArticles articles={related} />
    </>
  );
}
