import styled from '@emotion/styled';
import { navHref, navItems, navLabels } from '#model/copy/navigation.ts';
import { colors, fontSizes, mq } from '../theme/tokens.ts';
import { sectionLinkAttrs } from './dataAttributes.ts';

const List = styled.ul<{ isStacked: boolean; isTight: boolean }>(({ isStacked, isTight }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: isStacked ? 'column' : 'row',
  gap: isStacked ? 0 : '1.5rem',
  [mq.lg]: { gap: isStacked ? 0 : isTight ? '1rem' : '1.75rem' },
}));

const Link = styled.a<{ isStacked: boolean }>(({ isStacked }) => ({
  display: 'block',
  color: colors.ink,
  textDecoration: 'none',
  fontSize: isStacked ? fontSizes.lg : fontSizes.sm,
  fontWeight: 500,
  padding: isStacked ? '0.85rem 0' : '0.5rem 0',
  borderBottom: isStacked ? `1px solid ${colors.line}` : '2px solid transparent',
  '&:hover': { color: colors.accentStrong, borderBottomColor: isStacked ? colors.line : colors.accent },
  '&[aria-current="page"]': { color: colors.accentStrong },
}));

/**
 * The navigation items, in a row (desktop) or stacked (mobile menu). Section links scroll smoothly
 * on the home page (components/layout/sectionLinks.client.ts).
 */
export function NavLinks({ isStacked = false, isTight = false }: { isStacked?: boolean; isTight?: boolean }) {
  return (
    <nav aria-label={isStacked ? navLabels.mobile : navLabels.main}>
      <List isStacked={isStacked} isTight={isTight}>
        {navItems.map((item) => (
          <li key={item.id}>
            <Link
              isStacked={isStacked}
              href={navHref(item)}
              {...{ [sectionLinkAttrs.section]: item.isRoute ? undefined : item.id }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
