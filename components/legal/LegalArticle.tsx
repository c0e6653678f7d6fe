import styled from '@emotion/styled';
import type { LegalPage } from '#model/types.ts';
import { colors, fontSizes, layout, mq, radii, space } from '../theme/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { BlockView } from '../ui/RichText.tsx';

const Article = styled.article({ padding: `${space.xxl} 0 ${space.section}` });

const Body = styled.div({
  maxWidth: layout.text,
  '& h1': { fontSize: fontSizes.display },
  '& h2': {
    fontSize: fontSizes.xl,
    marginTop: space.xxl,
    marginBottom: space.md,
    scrollMarginTop: `calc(${layout.header} + 1rem)`,
  },
  '& h3': { fontSize: fontSizes.lg, marginTop: space.xl, marginBottom: space.sm },
  '& p, & ul, & dl': { marginBottom: space.md },
  '& ul': { paddingLeft: '1.25rem' },
  '& li + li': { marginTop: space.xxs },
  '& dl': {
    display: 'grid',
    gap: space.sm,
    margin: 0,
    padding: space.lg,
    background: colors.surface,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.md,
  },
  '& dl > div': { display: 'grid', gap: '0.1rem', [mq.sm]: { gridTemplateColumns: '15rem 1fr', gap: space.md } },
  '& dt': { fontWeight: 600 },
  '& dd': { margin: 0 },
});

const Lead = styled.p({ marginTop: space.md, fontSize: fontSizes.md, color: colors.inkSoft });
const Updated = styled.p({ marginTop: space.xxl, fontSize: fontSizes.sm, color: colors.inkMuted });

/** A legal page (Impressum, Datenschutz) rendered from its content module. */
export function LegalArticle({ page, updatedLabel }: { page: LegalPage; updatedLabel: string }) {
  return (
    <Article>
      <Container>
        <Body>
          <h1>{page.title}</h1>
          {page.intro && <Lead>{page.intro}</Lead>}
          {page.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                <BlockView key={index} block={block} />
              ))}
              {section.subsections?.map((sub) => (
                <div key={sub.heading}>
                  <h3>{sub.heading}</h3>
                  {sub.blocks.map((block, index) => (
                    <BlockView key={index} block={block} />
                  ))}
                </div>
              ))}
            </section>
          ))}
          <Updated>
            {updatedLabel} {page.updated}
          </Updated>
        </Body>
      </Container>
    </Article>
  );
}
