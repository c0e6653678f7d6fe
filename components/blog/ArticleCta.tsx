import styled from '@emotion/styled';
import { blogCopy, categoryTopics } from '#model/copy/blog.ts';
import type { ArticleCategory } from '#model/types.ts';
import { ContactButton } from '../contact/ContactButton.tsx';
import { colors, fontSizes, radii, space } from '../theme/tokens.ts';

const Box = styled.section({
  padding: space.xl,
  background: colors.accentTint,
  borderRadius: radii.lg,
  borderTop: `3px solid ${colors.accent}`,
});

const Heading = styled.h2({ fontSize: fontSizes.xl, lineHeight: 1.25 });
const Text = styled.p({ marginTop: space.sm, marginBottom: space.lg, maxWidth: '36rem', color: colors.inkSoft });

/** The call to action under an article; the topic follows the article's category. */
export function ArticleCta({ category }: { category: ArticleCategory }) {
  return (
    <Box aria-labelledby="article-cta" data-print-hidden="">
      <Heading id="article-cta">{blogCopy.cta.heading}</Heading>
      <Text>{blogCopy.cta.text}</Text>
      <ContactButton topic={categoryTopics[category]}>{blogCopy.cta.button}</ContactButton>
    </Box>
  );
}
