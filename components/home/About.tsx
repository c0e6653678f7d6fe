import styled from '@emotion/styled';
import {
  aboutCloseLabel,
  aboutDialogCloseLabel,
  aboutDialogTitle,
  aboutHeading,
  aboutKicker,
  aboutLong,
  aboutMoreLabel,
  aboutShort,
} from '#model/copy/about.ts';
import { sectionCopy } from '#model/copy/home.ts';
import { colors, fontSizes, mq, space } from '../theme/tokens.ts';
import { buttonStyle } from '../ui/Button.tsx';
import { dialogAttrs } from '../ui/dataAttributes.ts';
import { NativeDialog } from '../ui/NativeDialog.tsx';
import { Section } from '../ui/Section.tsx';
import { AboutCards } from './AboutCards.tsx';

const Long = styled.div({
  display: 'none',
  [mq.md]: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${space.lg} ${space.xxl}`, marginTop: space.xl },
});
const Short = styled.div({ display: 'grid', gap: space.md, marginTop: space.lg, [mq.md]: { display: 'none' } });
const Paragraph = styled.p({ color: colors.inkSoft, fontSize: fontSizes.base });
const CardsTitle = styled.h3({ marginTop: space.xxl, fontSize: fontSizes.xl });
const DialogTitle = styled.h2({ fontSize: fontSizes.xl, paddingRight: space.xl });
// The long text, copied in from the page when the dialog first opens (components/ui/dialogs.client.ts).
const DialogBody = styled.div({
  display: 'grid',
  gap: space.md,
  marginTop: space.md,
  '& p': { fontSize: fontSizes.sm },
});

const longId = 'about-long';
const dialogId = 'about-dialog';

/** "Über mich": four long paragraphs on wide screens, two short ones and a dialog on small screens. */
export function About() {
  return (
    <Section id="about" tone="white" kicker={aboutKicker} title={aboutHeading}>
      <Long id={longId} data-testid="about-long">
        {aboutLong.map((text) => (
          <Paragraph key={text.slice(0, 24)}>{text}</Paragraph>
        ))}
      </Long>
      <Short data-testid="about-short">
        {aboutShort.map((text) => (
          <Paragraph key={text.slice(0, 24)}>{text}</Paragraph>
        ))}
        <div>
          <button
            type="button"
            css={buttonStyle('outline')}
            aria-haspopup="dialog"
            aria-controls={dialogId}
            {...{ [dialogAttrs.opens]: dialogId }}
          >
            {aboutMoreLabel}
          </button>
        </div>
      </Short>
      <CardsTitle>{sectionCopy.about.cardsTitle}</CardsTitle>
      <AboutCards />
      <NativeDialog id={dialogId} labelledBy="about-dialog-title" closeLabel={aboutDialogCloseLabel}>
        <DialogTitle id="about-dialog-title">{aboutDialogTitle}</DialogTitle>
        <DialogBody {...{ [dialogAttrs.copyFrom]: longId }} />
        <button type="button" css={[buttonStyle('outline'), { marginTop: space.lg }]} {...{ [dialogAttrs.close]: '' }}>
          {aboutCloseLabel}
        </button>
      </NativeDialog>
    </Section>
  );
}
