import styled from '@emotion/styled';
import { blogCopy } from '#model/copy/blog.ts';
import { site } from '#model/site.ts';
import { colors, eyebrow, fontSizes, fonts, mq, radii, space } from '../theme/tokens.ts';

const Box = styled.section({
  display: 'grid',
  gap: space.md,
  padding: space.lg,
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  [mq.sm]: { gridTemplateColumns: 'auto 1fr', gap: space.lg, padding: space.xl },
});

const Initials = styled.span({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: radii.pill,
  background: colors.accentTint,
  color: colors.accentStrong,
  fontFamily: fonts.heading,
  fontSize: fontSizes.lg,
  fontWeight: 600,
});

const Heading = styled.h2({ ...eyebrow.xs, color: colors.accentStrong });
const Name = styled.p({
  marginTop: space.xs,
  fontFamily: fonts.heading,
  fontSize: fontSizes.lg,
  fontWeight: 600,
  lineHeight: 1.25,
});
const Role = styled.p({ marginTop: space.xxs, fontSize: fontSizes.sm, color: colors.inkMuted });
const Bio = styled.p({ marginTop: space.sm, fontSize: fontSizes.sm, color: colors.inkSoft });

/** Who wrote the article: the consultant from the site configuration. */
export function AuthorBox() {
  const { name, honorific, jobTitle, bio } = site.person;
  return (
    <Box aria-labelledby="article-author">
      <Initials aria-hidden="true">{site.initials}</Initials>
      <div>
        <Heading id="article-author">{blogCopy.authorHeading}</Heading>
        <Name>{honorific ? `${honorific} ${name}` : name}</Name>
        <Role>{jobTitle}</Role>
        <Bio>{bio}</Bio>
      </div>
    </Box>
  );
}
