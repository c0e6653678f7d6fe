import styled from '@emotion/styled';
import { quoteCopy } from '#model/copy/home.ts';
import { colors, durations, fontSizes, fonts, mq, space } from '../theme/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { revealAttrs } from './dataAttributes.ts';

const Band = styled.section({ background: colors.dark, color: colors.onDark, padding: `${space.section} 0` });

const Quote = styled.blockquote({
  margin: 0,
  maxWidth: '52rem',
  '& p': {
    fontFamily: fonts.heading,
    fontSize: fontSizes.xxl,
    lineHeight: 1.25,
    fontWeight: 600,
    color: colors.onDark,
  },
  [mq.md]: { '& p': { fontSize: '2.75rem' } },
});

const Rule = styled.span({
  display: 'block',
  width: '64px',
  height: '3px',
  marginBottom: space.lg,
  background: colors.accentOnDark,
});

/**
 * The highlighted word: its accent colour and underline fade in over 1000 ms when revealed
 * (components/home/reveal.client.ts); hidden at once before that. Shown at once without script or
 * under reduced motion.
 */
const Highlight = styled.strong({
  fontWeight: 'inherit',
  color: colors.accentOnDark,
  backgroundImage: `linear-gradient(${colors.accentOnDark}, ${colors.accentOnDark})`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: '0 92%',
  backgroundSize: '100% 0.12em',
  [`&[${revealAttrs.revealed}="false"]`]: { color: colors.onDark, backgroundSize: '0% 0.12em' },
  // Only the reveal is animated: hiding it as the page script starts (off-screen) must not run
  // a second of frames while the page loads.
  [`&[${revealAttrs.revealed}="true"]`]: {
    transition: `color ${durations.reveal} ease, background-size ${durations.reveal} ease`,
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

/** "Ich erkenne Verbindungen, bevor sie Strategien werden." with the highlight revealed on scroll. */
export function QuoteBanner() {
  return (
    <Band aria-label={quoteCopy.label}>
      <Container>
        <Quote>
          <Rule aria-hidden="true" />
          <p>
            {quoteCopy.before}
            <Highlight {...{ [revealAttrs.reveal]: '' }} data-testid="quote-highlight">
              {quoteCopy.highlight}
            </Highlight>
            {quoteCopy.after}
          </p>
        </Quote>
      </Container>
    </Band>
  );
}
