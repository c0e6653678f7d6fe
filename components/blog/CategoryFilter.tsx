import styled from '@emotion/styled';
import { articleCategories } from '#model/articles/index.ts';
import { blogCopy } from '#model/copy/blog.ts';
import { colors, durations, eyebrow, fontSizes, radii, space } from '../theme/tokens.ts';
import { blogListAttrs } from './dataAttributes.ts';

const Label = styled.p({ marginBottom: space.xs, ...eyebrow.xs, color: colors.inkMuted });

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
  '&[aria-pressed="true"]': {
    background: colors.accentStrong,
    borderColor: colors.accentStrong,
    color: colors.onAccent,
    fontWeight: 600,
  },
});

/**
 * Toggle buttons "Alle", "Marketing", …; pressing the active category again returns to "Alle".
 * Each button names its category in `blogListAttrs.category` ("" for "Alle").
 */
export function CategoryFilter() {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not form fields to submit: ARIA's group, no <fieldset>
    <div role="group" aria-labelledby="blog-filter-label">
      <Label id="blog-filter-label">{blogCopy.filterLabel}</Label>
      <Buttons>
        <Toggle type="button" aria-pressed="true" {...{ [blogListAttrs.category]: '' }}>
          {blogCopy.all}
        </Toggle>
        {articleCategories.map((category) => (
          <Toggle key={category} type="button" aria-pressed="false" {...{ [blogListAttrs.category]: category }}>
            {category}
          </Toggle>
        ))}
      </Buttons>
    </div>
  );
}
