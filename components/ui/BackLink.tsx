import styled from '@emotion/styled';
import { ArrowLeft } from 'lucide-react';
import { colors, fontSizes, space } from '../theme/tokens.ts';

const Link = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  fontSize: fontSizes.sm,
  fontWeight: 600,
  color: colors.accentStrong,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

/** "← Zurück …" link at the top of a detail page. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} data-print-hidden="">
      <ArrowLeft size={18} aria-hidden="true" />
      {label}
    </Link>
  );
}
