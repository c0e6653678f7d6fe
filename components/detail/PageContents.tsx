import styled from '@emotion/styled';
import { colors, eyebrow, space } from '../theme/tokens';

const Nav = styled.nav({ paddingLeft: space.lg, borderLeft: `2px solid ${colors.accent}` });

const Label = styled.p({ ...eyebrow.sm, color: colors.accentStrong });

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
      <Label aria-hidden="true">{label}</Label>
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
