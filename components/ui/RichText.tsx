import { Fragment } from 'react';
import type { Block, Inline } from '#model/types.ts';
import { ExternalLink } from './ExternalLink.tsx';

/** Inline text with links: internal, mailto and tel links stay in the tab; others open a new one. */
export function InlineText({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, index) => {
        if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
        const isExternal = /^https?:\/\//.test(part.href);
        return isExternal ? (
          <ExternalLink key={index} href={part.href}>
            {part.text}
          </ExternalLink>
        ) : (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

/** A block of long-form text: paragraph, list or term/value facts. */
export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <InlineText content={block.content} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText content={item} />
            </li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <dl>
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <InlineText content={item.value} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
