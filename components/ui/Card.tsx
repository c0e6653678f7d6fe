import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { IconName } from '#model/types.ts';
import { colors, durations, eyebrow, fontSizes, radii, shadows, space } from '../theme/tokens.ts';
import { Icon } from './Icon.tsx';

/** The one card style of the site (packages, services, articles). */
export const CardFrame = styled.article({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  height: '100%',
  padding: space.lg,
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  transition: `box-shadow ${durations.base} ease, transform ${durations.base} ease, border-color ${durations.base} ease`,
  '&:hover': { boxShadow: shadows.raised, transform: 'translateY(-2px)', borderColor: colors.lineStrong },
  '&:focus-within': { boxShadow: shadows.raised, borderColor: colors.accent },
});

export const CardIcon = styled.span({
  display: 'inline-grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: radii.md,
  background: colors.accentTint,
  color: colors.accentStrong,
});

export const CardMeta = styled.p({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  ...eyebrow.xs,
  color: colors.accentStrong,
});

const Title = styled.h3({ fontSize: fontSizes.lg, lineHeight: 1.25 });

/** The title link; its ::after covers the whole card, so the card is one click target with one link. */
const TitleLink = styled.a({
  color: colors.ink,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radii.lg },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
});

const Text = styled.p({ color: colors.inkSoft, fontSize: fontSizes.sm, flex: 1 });

const More = styled.span({ marginTop: space.xs, fontSize: fontSizes.sm, fontWeight: 600, color: colors.accentStrong });

export interface LinkCardProps {
  href: string;
  title: string;
  text: string;
  icon?: IconName;
  /** Small line above the title, e.g. category and read time. */
  meta?: ReactNode;
  /** Visible call to action at the bottom, e.g. "Artikel lesen →" (decorative: the title is the link). */
  more?: string;
  /** Heading level of the title inside its section. */
  headingLevel?: 'h2' | 'h3';
}

/** A card that leads to a page: the whole card is clickable, screen readers get one link (the title). */
export function LinkCard({ href, title, text, icon, meta, more, headingLevel = 'h3' }: LinkCardProps) {
  return (
    <CardFrame>
      {icon && (
        <CardIcon>
          <Icon name={icon} />
        </CardIcon>
      )}
      {meta && <CardMeta>{meta}</CardMeta>}
      <Title as={headingLevel}>
        <TitleLink href={href}>{title}</TitleLink>
      </Title>
      <Text>{text}</Text>
      {more && <More aria-hidden="true">{more}</More>}
    </CardFrame>
  );
}
