import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { editorText } from '#model/copy/editorText';
import { ownEditorText } from '#model/copy/ownEditorText';
import { backupHref, collectionHref, historyHref } from './route';
import { colors } from './ui/tokens';

/**
 * The bar above every screen of the editor: its areas by name, the current one marked.
 * „Website veröffentlichen“ is a page of its own under /admin/ (for now).
 */

const words = ownEditorText.nav;

export type Area = 'einstellungen' | 'seiten' | 'artikel' | 'verlauf' | 'sicherung';

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
  { area: 'sicherung', label: words.backup },
];
/** „Website veröffentlichen“ is a page of its own (for now), after „Verlauf“ in the bar. */
const publishPage = { href: '/admin/veroeffentlichen/', label: words.publish };
const hrefOf = (area: Area) =>
  area === 'verlauf' ? historyHref : area === 'sicherung' ? backupHref : collectionHref(area);

export function Shell({ current, children }: { current?: Area; children: ReactNode }) {
  return (
    <>
      <Bar aria-label={ownEditorText.navigation}>
        <Title>{editorText.title}</Title>
        {areas.slice(0, 4).map(({ area, label }) => (
          <Link key={area} href={hrefOf(area)} aria-current={area === current ? 'page' : undefined}>
            {label}
          </Link>
        ))}
        <Link href={publishPage.href}>{publishPage.label}</Link>
        {areas.slice(4).map(({ area, label }) => (
          <Link key={area} href={hrefOf(area)} aria-current={area === current ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </Bar>
      {children}
    </>
  );
}
