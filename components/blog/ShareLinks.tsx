import styled from '@emotion/styled';
import { Link2, Mail } from 'lucide-react';
import { shareCopy } from '#model/copy/blog.ts';
import { absoluteUrl, paths } from '#model/paths.ts';
import type { Article } from '#model/types.ts';
import { colors, durations, eyebrow, fontSizes, radii, space } from '../theme/tokens.ts';
import { LinkedInIcon } from '../ui/BrandIcons.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { shareAttrs } from './dataAttributes.ts';
import { emailShareUrl, linkedInShareUrl } from './shareUrls.ts';

const Box = styled.section({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.sm} ${space.md}` });
const Heading = styled.h2({ ...eyebrow.xs, color: colors.inkMuted });
const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: space.xs });

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  padding: `0 ${space.md}`,
  border: `1px solid ${colors.lineStrong}`,
  borderRadius: radii.pill,
  background: colors.surface,
  color: colors.ink,
  fontSize: fontSizes.sm,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `border-color ${durations.fast} ease, color ${durations.fast} ease`,
  '&:hover': { borderColor: colors.accent, color: colors.accentStrong },
} as const;
const ShareLink = styled.a(pill);
const ShareExternal = styled(ExternalLink)(pill);
const CopyButton = styled.button(pill);

/**
 * Share links for an article: plain links to LinkedIn and a new e-mail with UTM parameters, and a
 * button that copies the canonical URL. The button needs the page script and the clipboard, so it
 * stays hidden until components/blog/share.client.ts finds both.
 */
export function ShareLinks({ article }: { article: Pick<Article, 'slug' | 'title'> }) {
  const url = absoluteUrl(paths.article(article.slug));
  return (
    <Box aria-labelledby="article-share" data-print-hidden="">
      <Heading id="article-share">{shareCopy.heading}</Heading>
      <List>
        <li>
          <ShareExternal href={linkedInShareUrl(url)}>
            <LinkedInIcon size={16} />
            {shareCopy.linkedin}
          </ShareExternal>
        </li>
        <li>
          <ShareLink href={emailShareUrl(article.title, url)}>
            <Mail size={16} aria-hidden="true" />
            {shareCopy.email}
          </ShareLink>
        </li>
        <li hidden>
          <CopyButton type="button" {...{ [shareAttrs.copy]: url }}>
            <Link2 size={16} aria-hidden="true" />
            {shareCopy.copy}
          </CopyButton>
        </li>
      </List>
    </Box>
  );
}
