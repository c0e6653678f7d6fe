import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { renderWhenNear } from '../theme/renderWhenNear.ts';
import { colors, eyebrow, fontSizes, space } from '../theme/tokens.ts';
import { Container } from './Container.tsx';

type Tone = 'paper' | 'white' | 'tint';
const backgrounds: Record<Tone, string> = { paper: colors.background, white: colors.surface, tint: colors.tint };

const Wrap = styled.section<{ tone: Tone }>(({ tone }) => ({
  background: backgrounds[tone],
  padding: `${space.section} 0`,
  outline: 'none',
  // Every use is below a page's first screen (home sections, related articles, package links).
  ...renderWhenNear('50rem'),
}));

export const Kicker = styled.p({ ...eyebrow.sm, color: colors.accentStrong });
export const SectionTitle = styled.h2({ marginTop: space.xs, fontSize: fontSizes.xxl, maxWidth: '40rem' });
export const SectionIntro = styled.p({
  marginTop: space.md,
  maxWidth: '40rem',
  fontSize: fontSizes.md,
  color: colors.inkSoft,
});

interface Props {
  id?: string;
  tone?: Tone;
  kicker?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}

/** A titled page section with the site's rhythm; `id` makes it a navigation target. */
export function Section({ id, tone = 'paper', kicker, title, intro, children, className }: Props) {
  const titleId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <Wrap id={id} tone={tone} aria-labelledby={titleId} tabIndex={id ? -1 : undefined} className={className}>
      <Container>
        {kicker && <Kicker>{kicker}</Kicker>}
        <SectionTitle id={titleId}>{title}</SectionTitle>
        {intro && <SectionIntro>{intro}</SectionIntro>}
        {children}
      </Container>
    </Wrap>
  );
}

/** A responsive grid of cards. */
export const CardGrid = styled.ul({
  listStyle: 'none',
  margin: `${space.xl} 0 0`,
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});
