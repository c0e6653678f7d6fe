import styled from '@emotion/styled';
import { layout } from '../theme/tokens.ts';

/** Centres content at the site's content width with side gutters. */
export const Container = styled.div({
  width: '100%',
  maxWidth: `calc(${layout.content} + 2 * ${layout.gutter})`,
  marginInline: 'auto',
  paddingInline: layout.gutter,
});
