import styled from '@emotion/styled';
import { publishText as text } from '#model/copy/publishText.ts';
import { Button, Card } from '../ui/elements.tsx';
import type { LaunchItem } from './publishState.ts';

/** The launch check's open items, each linking to its field in the editor; „Erneut prüfen“ asks again. */

const Items = styled.ul({ paddingLeft: '1.25rem', li: { margin: '0.35rem 0', overflowWrap: 'anywhere' } });

export function LaunchItems({ items, onRecheck }: { items: LaunchItem[]; onRecheck(): void }) {
  return (
    <Card aria-labelledby="pruefung">
      <h2 id="pruefung">{text.checkTitle}</h2>
      <p>{items.length === 0 ? text.ready : text.open(items.length)}</p>
      {items.length > 0 && (
        <Items>
          {items.map((item) => (
            <li key={`${item.place}|${item.text}`}>
              {item.link ? <a href={`/admin/${item.link}`}>{item.place}</a> : <strong>{item.place}</strong>}:{' '}
              {item.text}
            </li>
          ))}
        </Items>
      )}
      <Button type="button" onClick={onRecheck}>
        {text.recheck}
      </Button>
    </Card>
  );
}
