import styled from '@emotion/styled';
import type { Collection } from '../config.ts';
import { entryHref } from '../route.ts';
import { Card, Heading, Main, Note } from '../ui/elements.tsx';
import { colors } from '../ui/tokens.ts';

/** A collection of files (the settings' sections, the page texts): one link per entry. */

const List = styled.ul({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.5rem' });
const Entry = styled.a({
  display: 'block',
  padding: '0.75rem 1rem',
  background: colors.card,
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  color: colors.accent,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { borderColor: colors.accent, textDecoration: 'underline' },
});

export function FileList({ collection }: { collection: Collection }) {
  return (
    <Main>
      <Heading>{collection.label}</Heading>
      {collection.description && <Note>{collection.description}</Note>}
      <Card as="nav" aria-label={collection.label}>
        <List>
          {(collection.files ?? []).map((file) => (
            <li key={file.name}>
              <Entry href={entryHref(collection.name, file.name)}>{file.label}</Entry>
            </li>
          ))}
        </List>
      </Card>
    </Main>
  );
}
