import styled from '@emotion/styled';
import { articleCategories } from '../../content/articles';
import { blogCopy } from '../../content/blog';
import type { ArticleCategory } from '../../content/types';
import { colors, durations, fontSizes, radii, space } from '../theme/tokens';

const Label = styled.p({ marginBottom: space.xs, fontSize: fontSizes.xs, fontWeight: 600, letterSpacing: '0.08em', textTransform: 'uppercase', color: colors.inkMuted });

const Buttons = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

const Toggle = styled.button({
  minHeight: '44px',
  padding: `0 ${space.md}`,
  borderRadius: radii.pill,
  border: `1px solid ${colors.lineStrong}`,
  background: colors.surface,
  color: colors.ink,
  fontSize: fontSizes.sm,
  fontWeight: 500,
  cursor: 'pointer',
  transition: `background-color ${durations.fast} ease, border-color ${durations.fast} ease, color ${durations.fast} ease`,
  '&:hover': { borderColor: colors.accentStrong, color: colors.accentStrong },
  '&[aria-pressed="true"]': { background: colors.accentStrong, borderColor: colors.accentStrong, color: colors.surface, fontWeight: 600 },
});

interface Props {
  value: ArticleCategory | null;
  onChange: (category: ArticleCategory | null) => void;
}

/** Toggle buttons "Alle", "Marketing", …; pressing the active category again returns to "Alle". */
export function CategoryFilter({ value, onChange }: Props) {
  return (
    <div role="group" aria-labelledby="blog-filter-label">
      <Label id="blog-filter-label">{blogCopy.filterLabel}</Label>
      <Buttons>
        <Toggle type="button" aria-pressed={value === null} onClick={() => onChange(null)}>
          {blogCopy.all}
        </Toggle>
        {articleCategories.map((category) => (
          <Toggle
            key={category}
            type="button"
            aria-pressed={value === category}
            onClick={() => onChange(value === category ? null : category)}
          >
            {category}
          </Toggle>
        ))}
      </Buttons>
    </div>
  );
}
