import styled from '@emotion/styled';
import { BlogList } from '#components/blog/BlogList.tsx';
import { colors, fontSizes, space } from '#components/theme/tokens.ts';
import { Container } from '#components/ui/Container.tsx';
import { Kicker } from '#components/ui/Section.tsx';
import { articles } from '#model/articles/index.ts';
import { blogCopy } from '#model/copy/blog.ts';

const Wrap = styled.div({ padding: `${space.xxl} 0 ${space.section}` });
const Title = styled.h1({ marginTop: space.xs, fontSize: fontSizes.display });
const Intro = styled.p({
  marginTop: space.md,
  marginBottom: space.xxl,
  maxWidth: '42rem',
  fontSize: fontSizes.md,
  color: colors.inkSoft,
});

export default function Page() {
  return (
    <Wrap>
      <Container>
        <Kicker>{blogCopy.kicker}</Kicker>
        <Title>{blogCopy.title}</Title>
        <Intro>{blogCopy.intro}</Intro>
        <BlogList articles={articles} />
      </Container>
    </Wrap>
  );
}
