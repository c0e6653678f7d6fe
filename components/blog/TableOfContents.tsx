import styled from '@emotion/styled';
import { ChevronDown } from 'lucide-react';
import { blogCopy } from '#model/copy/blog.ts';
import type { ArticleHeading } from '#model/types.ts';
import { colors, eyebrow, fontSizes, layout, lineHeights, mq, radii, space } from '../theme/tokens.ts';
import { tocAttrs } from './dataAttributes.ts';

const List = styled.ol({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderLeft: `2px solid ${colors.line}`,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.snug,
  '& a': {
    display: 'block',
    marginLeft: '-2px',
    padding: `${space.xs} ${space.sm}`,
    borderLeft: '2px solid transparent',
    color: colors.inkSoft,
    textDecoration: 'none',
    '&:hover': { color: colors.accentStrong, borderLeftColor: colors.accent },
  },
  // The section being read (components/blog/tableOfContents.client.ts).
  '& a[aria-current]': { color: colors.accentStrong, borderLeftColor: colors.accentStrong },
});

const label = { ...eyebrow.xs, color: colors.accentStrong } as const;

/** Below 1200 px: folded into one line above the text. */
const Compact = styled.details({
  gridArea: 'toc',
  marginBottom: space.xl,
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  '& > summary': {
    ...label,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: '48px',
    padding: `0 ${space.md}`,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
  },
  '& > summary svg': { transition: 'transform 150ms ease' },
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
  '& > ol': { margin: `0 ${space.md} ${space.md}` },
  [mq.lg]: { display: 'none' },
});

/** From 1200 px: beside the text, staying in view while the reader scrolls. */
const Aside = styled.nav({
  gridArea: 'toc',
  display: 'none',
  [mq.lg]: {
    display: 'block',
    alignSelf: 'start',
    position: 'sticky',
    top: `calc(${layout.header} + ${space.lg})`,
    maxHeight: `calc(100vh - ${layout.header} - 2 * ${space.lg})`,
    overflowY: 'auto',
  },
  '& > p': { ...label, marginBottom: space.sm, paddingLeft: `calc(${space.sm} + 2px)` },
});

const asideTitleId = 'toc-title';

function Links({ headings }: { headings: ArticleHeading[] }) {
  return (
    <List {...{ [tocAttrs.list]: '' }}>
      {headings.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`}>{heading.text}</a>
        </li>
      ))}
    </List>
  );
}

/**
 * "Inhalt": links to the article's `h2` sections. Two renderings of one list, of which CSS shows
 * one: folded above the text on narrow screens (a disclosure), a sticky aside on wide ones (the
 * page's one navigation landmark of that name). Nothing without at least two sections.
 */
export function TableOfContents({ headings }: { headings: ArticleHeading[] }) {
  const sections = headings.filter((heading) => heading.level === 2);
  if (sections.length < 2) return null;
  return (
    <>
      <Compact>
        <summary>
          {blogCopy.toc.label}
          <ChevronDown size={18} aria-hidden="true" />
        </summary>
        <Links headings={sections} />
      </Compact>
      <Aside aria-labelledby={asideTitleId}>
        <p id={asideTitleId}>{blogCopy.toc.label}</p>
        <Links headings={sections} />
      </Aside>
    </>
  );
}
