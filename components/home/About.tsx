import styled from '@emotion/styled';
import { lazy, Suspense, useState } from 'react';
import { aboutHeading, aboutKicker, aboutLong, aboutMoreLabel, aboutShort } from '../../content/about';
import { sectionCopy } from '../../content/home';
import { buttonStyle } from '../ui/Button';
import { Section } from '../ui/Section';
import { colors, fontSizes, mq, space } from '../theme/tokens';
import { AboutCards } from './AboutCards';

const loadDialog = () => import('./AboutDialog');
const AboutDialog = lazy(loadDialog);

const Long = styled.div({ display: 'none', [mq.md]: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${space.lg} ${space.xxl}`, marginTop: space.xl } });
const Short = styled.div({ display: 'grid', gap: space.md, marginTop: space.lg, [mq.md]: { display: 'none' } });
const Paragraph = styled.p({ color: colors.inkSoft, fontSize: fontSizes.base });
const CardsTitle = styled.h3({ marginTop: space.xxl, fontSize: fontSizes.xl });

/** "Über mich": four long paragraphs on wide screens, two short ones and a dialog on small screens. */
export function About() {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <Section id="about" tone="white" kicker={aboutKicker} title={aboutHeading}>
      <Long data-testid="about-long">
        {aboutLong.map((text) => <Paragraph key={text.slice(0, 24)}>{text}</Paragraph>)}
      </Long>
      <Short data-testid="about-short">
        {aboutShort.map((text) => <Paragraph key={text.slice(0, 24)}>{text}</Paragraph>)}
        <div>
          <button type="button" css={buttonStyle('outline')} aria-haspopup="dialog" onFocus={() => void loadDialog()} onPointerEnter={() => void loadDialog()}
            onClick={() => { setHasOpened(true); setIsDialogOpen(true); }}>
            {aboutMoreLabel}
          </button>
        </div>
      </Short>
      <CardsTitle>{sectionCopy.about.cardsTitle}</CardsTitle>
      <AboutCards />
      {hasOpened && (
        <Suspense fallback={null}>
          <AboutDialog isOpen={isDialogOpen} onClose={() => setIsDialogOpen(false)} />
        </Suspense>
      )}
    </Section>
  );
}
