import styled from '@emotion/styled';
import { Search } from 'lucide-react';
import { blogCopy } from '#model/copy/blog.ts';
import { colors, eyebrow, fontSizes, radii, space } from '../theme/tokens.ts';

const Label = styled.label({
  display: 'block',
  marginBottom: space.xs,
  ...eyebrow.xs,
  color: colors.inkMuted,
});

const Field = styled.div({
  position: 'relative',
  color: colors.inkMuted,
  '& svg': { position: 'absolute', left: space.sm, top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none' },
});

const Input = styled.input({
  width: '100%',
  minHeight: '44px',
  padding: `${space.xs} ${space.sm} ${space.xs} 2.5rem`,
  border: `1px solid ${colors.lineStrong}`,
  borderRadius: radii.sm,
  background: colors.surface,
  color: colors.ink,
  fontSize: fontSizes.base,
  '&::placeholder': { color: colors.inkMuted, opacity: 1 },
  '&:focus-visible': { outlineOffset: 0, borderColor: colors.accent },
});

/** The labelled search box of the blog list. */
export function SearchField() {
  return (
    <div>
      <Label htmlFor="blog-search">{blogCopy.searchLabel}</Label>
      <Field>
        <Search size={18} aria-hidden="true" focusable="false" />
        <Input
          id="blog-search"
          type="search"
          name="q"
          placeholder={blogCopy.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
        />
      </Field>
    </div>
  );
}
