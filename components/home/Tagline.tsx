import styled from '@emotion/styled';
import { Eye } from 'lucide-react';
import { taglineCopy } from '#model/copy/home.ts';
import { colors, fontSizes, space } from '../theme/tokens.ts';
import { Container } from '../ui/Container.tsx';

const Wrap = styled.section({ padding: `${space.section} 0`, textAlign: 'center', background: colors.accentTint });
const Mark = styled.span({
  display: 'inline-grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  background: colors.surface,
  color: colors.accentStrong,
  marginBottom: space.lg,
});
const Title = styled.h2({ fontSize: fontSizes.xxl, fontStyle: 'italic', maxWidth: '38rem', marginInline: 'auto' });
const Text = styled.p({
  marginTop: space.md,
  marginInline: 'auto',
  maxWidth: '36rem',
  fontSize: fontSizes.md,
  color: colors.inkSoft,
});

/** "Ich seh, ich seh, was du nicht siehst" and the line about new perspectives. */
export function Tagline() {
  return (
    <Wrap aria-labelledby="tagline-title">
      <Container>
        <Mark aria-hidden="true">
          <Eye size={26} />
        </Mark>
        <Title id="tagline-title">{taglineCopy.title}</Title>
        <Text>{taglineCopy.text}</Text>
      </Container>
    </Wrap>
  );
}
