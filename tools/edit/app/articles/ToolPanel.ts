import styled from '@emotion/styled';
import { colors } from '../ui/tokens.ts';

/** The frame under the text's toolbar that „Link“ and „Bild“ open, so both panels look alike. */
export const ToolPanel = styled.div({
  border: `2px solid ${colors.accent}`,
  borderRadius: 6,
  padding: '0.75rem 1rem',
  margin: '0.5rem 0',
  background: '#f5f8fd',
});
