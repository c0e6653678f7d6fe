import styled from '@emotion/styled';
import { colors, space } from '../theme/tokens.ts';
import { Kicker } from '../ui/Section.tsx';

const Nav = styled.nav({ paddingLeft: space.lg, borderLeft: `2px solid ${colors.accent}` });

const List = styled.ol({ listStyle: 'none', margin: `${space.xs} 0 0`, padding: 0 });

const Link = styled.a({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  color: colors.ink,
  textDecoration: 'none',
  '&:hover': { color: colors.accentStrong, textDecoration: 'underline' },
});

interface Props {
  label: string;
  items: { href: string; label: string }[];
}

/** A short table of contents beside a detail page's title, like the contents box of a report. */
export function PageContents({ label, items }: Props) {
  return (
    <Nav aria-label={label}>
      <Kicker aria-hidden="true">{label}</Kicker>
      <List>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </List>
    </Nav>
  );
}
