import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { screenText } from '#tools/edit/text/screens.ts';
import { Button } from '../ui/elements.tsx';
import { describedBy, FieldFrame, TextArea } from '../ui/FieldFrame.tsx';
import { LinkPanel } from './LinkPanel.tsx';
import { bold, heading, image, link, list, type TextState } from './markdownEdits.ts';
import { PicturePanel } from './PicturePanel.tsx';

/**
 * The article's text: a plain text area, so the owner's bytes stay as written, with a toolbar that
 * inserts Markdown (Überschrift, Fett, Liste, Link, Bild).
 */

const words = screenText.articles;
const Toolbar = styled.div({ display: 'flex', flexWrap: 'wrap', gap: '0.35rem', margin: '0 0 0.4rem' });
const Writing = styled(TextArea)({
  minHeight: '60vh',
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: '0.95rem',
});

export function MarkdownField({
  id,
  label,
  mistake,
  folder,
}: {
  id: string;
  label: string;
  mistake?: string | undefined;
  folder: string;
}) {
  const { register, setValue, getValues } = useFormContext();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [panel, setPanel] = useState<'link' | 'picture'>();
  const registered = register('body');

  const apply = (edit: (state: TextState) => TextState) => {
    const element = area.current;
    const text = String(getValues('body') ?? '');
    const next = edit({
      text,
      start: element?.selectionStart ?? text.length,
      end: element?.selectionEnd ?? text.length,
    });
    setValue('body', next.text, { shouldDirty: true });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.start, next.end);
    });
  };
  // The panel takes the focus; the selection to link is the text area's until then.
  const toggle = (which: 'link' | 'picture') => setPanel(panel === which ? undefined : which);

  return (
    <FieldFrame id={id} label={label} hint={words.bodyHint} mistake={mistake}>
      <Toolbar role="toolbar" aria-label={words.toolbar} aria-controls={id}>
        <Button type="button" onClick={() => apply(heading)}>
          {words.tools.heading}
        </Button>
        <Button type="button" onClick={() => apply((state) => bold(state, words.tools.bold))}>
          {words.tools.bold}
        </Button>
        <Button type="button" onClick={() => apply(list)}>
          {words.tools.list}
        </Button>
        <Button type="button" aria-expanded={panel === 'link'} onClick={() => toggle('link')}>
          {words.tools.link}
        </Button>
        <Button type="button" aria-expanded={panel === 'picture'} onClick={() => toggle('picture')}>
          {words.tools.picture}
        </Button>
      </Toolbar>
      {panel === 'link' && (
        <LinkPanel
          onClose={() => setPanel(undefined)}
          onInsert={(address) => {
            setPanel(undefined);
            apply((state) => link(state, address, words.tools.link));
          }}
        />
      )}
      {panel === 'picture' && (
        <PicturePanel
          folder={folder}
          onClose={() => setPanel(undefined)}
          onInsert={(address, alt) => {
            setPanel(undefined);
            apply((state) => image(state, address, alt));
          }}
        />
      )}
      <Writing
        id={id}
        data-field="body"
        spellCheck
        aria-describedby={describedBy(id, words.bodyHint, mistake)}
        aria-invalid={mistake ? true : undefined}
        {...registered}
        ref={(element) => {
          registered.ref(element);
          area.current = element;
        }}
      />
    </FieldFrame>
  );
}
