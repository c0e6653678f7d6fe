import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { englishText } from '#tools/edit/text/english.ts';
import { screenText } from '#tools/edit/text/screens.ts';
import { editorText } from '#tools/text/editor.ts';
import { FreshNotice } from './backup/FreshNotice.tsx';
import { collectionHref, type Page, pageHref } from './route.ts';
import { colors, narrow } from './ui/tokens.ts';

/** The bar above every screen of the editor: its areas by name, the current one marked. */

const words = screenText.nav;

export type Area = 'einstellungen' | 'seiten' | 'artikel' | Page;

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
  // On a phone the bar takes three lines: it stays at the top of the page instead of over the form.
  [narrow]: { position: 'static' },
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

const areas: { area: Area; label: string; href: string }[] = [
  { area: 'einstellungen', label: words.settings, href: collectionHref('einstellungen') },
  { area: 'seiten', label: words.pages, href: collectionHref('seiten') },
  { area: 'artikel', label: words.articles, href: collectionHref('artikel') },
  { area: 'englisch', label: englishText.nav, href: pageHref('englisch') },
  { area: 'verlauf', label: words.history, href: pageHref('verlauf') },
  { area: 'veroeffentlichen', label: words.publish, href: pageHref('veroeffentlichen') },
  { area: 'sicherung', label: words.backup, href: pageHref('sicherung') },
];

export function Shell({ current, children }: { current?: Area; children: ReactNode }) {
  return (
    <>
      <FreshNotice />
      <Bar aria-label={screenText.navigation}>
        <Title>{editorText.title}</Title>
        {areas.map(({ area, label, href }) => (
          <Link key={area} href={href} aria-current={area === current ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </Bar>
      {children}
    </>
  );
}
