import styled from '@emotion/styled';
import { aboutCloseLabel, aboutDialogCloseLabel, aboutDialogTitle, aboutLong } from '../../content/about';
import { buttonStyle } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { colors, fontSizes, space } from '../theme/tokens';

const Title = styled.h2({ fontSize: fontSizes.xl, paddingRight: space.xl });
const Body = styled.div({ display: 'grid', gap: space.md, marginTop: space.md, color: colors.inkSoft, fontSize: fontSizes.sm });

/** The full about text on small screens. */
export function AboutDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onDismiss={onClose} labelledBy="about-dialog-title" closeLabel={aboutDialogCloseLabel}>
      <Title id="about-dialog-title">{aboutDialogTitle}</Title>
      <Body>
        {aboutLong.map((paragraph) => <p key={paragraph.slice(0, 24)}>{paragraph}</p>)}
      </Body>
      <button type="button" css={[buttonStyle('outline'), { marginTop: space.lg }]} onClick={onClose}>
        {aboutCloseLabel}
      </button>
    </Dialog>
  );
}
export default AboutDialog;
