import styled from '@emotion/styled';
import { colors, eyebrow, lineHeights, space } from '../theme/tokens.ts';

const Note = styled.section({ paddingLeft: space.lg, borderLeft: `2px solid ${colors.accent}` });

const Title = styled.h2({ ...eyebrow.sm, color: colors.accentStrong });

const Text = styled.p({ marginTop: space.sm, color: colors.ink, lineHeight: lineHeights.body });

/** "Für wen": who a package is for, set beside the page title like a margin note. */
export function AudienceNote({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Note aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      <Text>{text}</Text>
    </Note>
  );
}
