import styled from '@emotion/styled';
import { publishText as text } from '#tools/text/publish.ts';
import type { OpenItem } from '../../protocol/answers.ts';
import { Button, Card } from '../ui/elements.tsx';
import { colors } from '../ui/tokens.ts';

/**
 * The launch check's open items, each linking to its field in the editor; „Erneut prüfen“ asks
 * again. The count comes first, then one native disclosure per place (a settings section, a page
 * text, a picture): the template's many items stay a short page on a phone, and a few stay open.
 * Below them, under their own heading, the notes: texts whose English is missing or outdated,
 * which do not block publishing (tools/check-launch/blocking.ts); many of them fold away too.
 */

/** Up to this many items, every group is open: there is nothing to fold away. */
const openUpTo = 8;

const Group = styled.details({
  borderTop: `1px solid ${colors.line}`,
  padding: '0.35rem 0',
  '&:last-of-type': { borderBottom: `1px solid ${colors.line}`, marginBottom: '1rem' },
  summary: { cursor: 'pointer', fontWeight: 600, padding: '0.4rem 0', overflowWrap: 'anywhere' },
});

const Items = styled.ul({ paddingLeft: '1.25rem', li: { margin: '0.35rem 0', overflowWrap: 'anywhere' } });

/** The items by their place, in the check's order. */
function byPlace(items: OpenItem[]): [string, OpenItem[]][] {
  const groups = new Map<string, OpenItem[]>();
  for (const item of items) groups.set(item.place, [...(groups.get(item.place) ?? []), item]);
  return [...groups];
}

/** One item: its place, linked to its entry where it has one, and what to do. */
function Item({ item }: { item: OpenItem }) {
  return (
    <li>
      {item.link ? <a href={`/admin/${item.link}`}>{item.place}</a> : <strong>{item.place}</strong>}: {item.text}
    </li>
  );
}

function Notes({ notes }: { notes: OpenItem[] }) {
  return (
    <section aria-labelledby="uebersetzungen">
      <h3 id="uebersetzungen">{text.notes.title}</h3>
      <p>{text.notes.text}</p>
      <Group open={notes.length <= openUpTo}>
        <summary>{text.notes.count(notes.length)}</summary>
        <Items>
          {notes.map((item) => (
            <Item key={`${item.place}|${item.text}`} item={item} />
          ))}
        </Items>
      </Group>
    </section>
  );
}

export function LaunchItems({ items, notes, onRecheck }: { items: OpenItem[]; notes: OpenItem[]; onRecheck(): void }) {
  return (
    <Card aria-labelledby="pruefung">
      <h2 id="pruefung">{text.checkTitle}</h2>
      <p>{items.length === 0 ? text.ready : text.open(items.length)}</p>
      {byPlace(items).map(([place, group]) => (
        <Group key={place} open={items.length <= openUpTo}>
          <summary>{text.group(place, group.length)}</summary>
          <Items>
            {group.map((item) => (
              <Item key={`${item.place}|${item.text}`} item={item} />
            ))}
          </Items>
        </Group>
      ))}
      {notes.length > 0 && <Notes notes={notes} />}
      <Button type="button" onClick={onRecheck}>
        {text.recheck}
      </Button>
    </Card>
  );
}
