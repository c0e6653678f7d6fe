import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { palettes } from '#components/theme/tokens.ts';

// Literal colour values (the light theme's), not the custom properties components use.
const colors = palettes.light;

import { site } from '#model/site.ts';
import type { SocialCard } from '#model/socialImages.ts';
import { cardFamilies } from './fonts.ts';

/** Size of a social preview image (Open Graph, LinkedIn, X). */
export const cardSize = { width: 1200, height: 630 } as const;

/** The dark ink of the quote banner with the accent: reads as a small thumbnail too. */
export const cardColors = {
  background: colors.dark,
  title: colors.onDark,
  muted: colors.onDarkMuted,
  accent: colors.accentOnDark,
  rule: 'rgba(244, 241, 236, 0.18)',
};

// Plain element objects, as satori reads them: importing React here would load its development
// build into the build process, next to the production build that prerenders the pages.
const element = (type: string, props: Record<string, unknown>): ReactElement => ({ type, props, key: null });
const div = (style: CSSProperties, ...children: ReactNode[]) => element('div', { style, children });

/** Longer titles get a smaller size, so that every title fits in four lines (a longer one is cut with "…"). */
export function titleSize(title: string): number {
  if (title.length <= 30) return 84;
  if (title.length <= 50) return 72;
  if (title.length <= 70) return 62;
  return 56;
}

/** Two overlapping rings, the brand mark's motif, large and faint at the right edge, beside the title. */
const ring = (right: number, color: string) =>
  div({
    position: 'absolute',
    top: 80,
    right,
    width: 440,
    height: 440,
    borderRadius: 9999,
    border: `4px solid ${color}`,
    opacity: 0.3,
  });

/**
 * The image as a satori tree: the kind of page above its title (Fraunces), brand mark, brand, the
 * consultant's name and the site's address below (Inter).
 */
export function cardTree(card: SocialCard, brandMark: string): ReactElement {
  const host = new URL(site.url).host;
  return div(
    {
      ...cardSize,
      boxSizing: 'border-box',
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      padding: '64px 80px 56px',
      background: cardColors.background,
      color: cardColors.title,
      fontFamily: cardFamilies.body,
    },
    ring(-150, cardColors.accent),
    ring(-250, cardColors.title),
    div(
      {
        display: 'flex',
        flexShrink: 0,
        alignItems: 'center',
        gap: 20,
        fontSize: 26,
        fontWeight: 600,
        letterSpacing: 2.5,
        textTransform: 'uppercase',
        color: cardColors.accent,
      },
      div({ width: 56, height: 5, background: cardColors.accent }),
      card.kind,
    ),
    div(
      {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        flexShrink: 1,
        justifyContent: 'center',
        minHeight: 0,
        paddingRight: 240,
      },
      div(
        {
          display: 'block',
          lineClamp: 4,
          fontFamily: cardFamilies.heading,
          fontWeight: 600,
          fontSize: titleSize(card.title),
          lineHeight: 1.12,
          letterSpacing: -0.5,
        },
        card.title,
      ),
    ),
    div(
      {
        display: 'flex',
        flexShrink: 0,
        alignItems: 'center',
        gap: 22,
        paddingTop: 28,
        borderTop: `2px solid ${cardColors.rule}`,
      },
      element('img', { src: brandMark, width: 64, height: 64 }),
      div(
        { display: 'flex', flexDirection: 'column', flexGrow: 1 },
        div({ fontSize: 28, fontWeight: 600 }, site.brand),
        div({ fontSize: 22, color: cardColors.muted, marginTop: 2 }, site.person.name),
      ),
      div({ fontSize: 22, color: cardColors.muted }, host),
    ),
  );
}
