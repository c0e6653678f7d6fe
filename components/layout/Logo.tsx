import styled from '@emotion/styled';
import { site } from '#model/site.ts';
import { colors, fonts } from '../theme/tokens.ts';

/** Which form of the logo: mark with brand and tagline, mark with short brand, or the mark alone. */
export type LogoVariant = 'full' | 'compact' | 'icon';

const Wrap = styled.span<{ isOnDark: boolean }>(({ isOnDark }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.65rem',
  color: isOnDark ? colors.onDark : colors.ink,
  '& span span:last-of-type': { color: isOnDark ? colors.onDarkMuted : colors.inkMuted },
}));
const Words = styled.span({ display: 'grid', lineHeight: 1.1 });
const Brand = styled.span({
  fontFamily: fonts.heading,
  fontWeight: 600,
  fontSize: '1.15rem',
  letterSpacing: '-0.01em',
});
const Tagline = styled.span({ fontSize: '0.72rem', letterSpacing: '0.12em', textTransform: 'uppercase' });

/** The brand mark: two overlapping circles (two perspectives) around the initials. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill={colors.dark} />
      <circle cx="16" cy="20" r="9" fill="none" stroke={colors.accentOnDark} strokeWidth="1.8" />
      <circle cx="24" cy="20" r="9" fill="none" stroke={colors.onDark} strokeWidth="1.8" />
    </svg>
  );
}

export function Logo({ variant, isOnDark = false }: { variant: LogoVariant; isOnDark?: boolean }) {
  return (
    <Wrap isOnDark={isOnDark}>
      <LogoMark />
      {variant === 'full' && (
        <Words>
          <Brand>{site.person.name}</Brand>
          <Tagline>{site.tagline}</Tagline>
        </Words>
      )}
      {variant === 'compact' && <Brand>{site.brandShort}</Brand>}
    </Wrap>
  );
}
