import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { editorText } from '#model/copy/editorText';
import { ownEditorText } from '#model/copy/ownEditorText';
import { collectionHref, historyHref } from './route';
import { colors } from './ui/tokens';

/**
 * The bar above every screen of the editor: its areas by name, the current one marked.
 * „Website veröffentlichen“ and „Sicherung“ are pages of their own under /admin/ (for now).
 */

const words = ownEditorText.nav;

export type Area = 'einstellungen' | 'seiten' | 'artikel' | 'verlauf';

const Bar = styled.nav({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem',
  padding: '0.4rem 0.75rem',
  background: colors.bar,
  color: '#fff',
  position: 'sticky',
  top: 0,
  zIndex: 10,
});
const Title = styled.span({ fontWeight: 600, marginRight: '0.75rem' });
const Link = styled.a({
  color: '#fff',
  padding: '0.35rem 0.7rem',
  borderRadius: 4,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover, &:focus-visible': { background: colors.barHover },
  '&[aria-current="page"]': { background: '#fff', color: colors.bar },
});

const areas: { area: Area; label: string }[] = [
  { area: 'einstellungen', label: words.settings },
  { area: 'seiten', label: words.pages },
  { area: 'artikel', label: words.articles },
  { area: 'verlauf', label: words.history },
];
const pages = [
  { href: '/admin/veroeffentlichen/', label: words.publish },
  { href: '/admin/sicherung/', label: words.backup },
];

export function Shell({ current, children }: { current?: Area; children: ReactNode }) {
  return (
    <>
      <Bar aria-label={ownEditorText.navigation}>
        <Title>{editorText.title}</Title>
        {areas.map(({ area, label }) => (
          <Link key={area} href={area === 'verlauf' ? historyHref : collectionHref(area)} aria-current={area === current ? 'page' : undefined}>
            {label}
          </Link>
        ))}
        {pages.map(({ href, label }) => (
          <Link key={href} href={href}>
            {label}
          </Link>
        ))}
      </Bar>
      {children}
    </>
  );
}
