import styled from '@emotion/styled';
import { quoteCopy } from '../../content/home';
import { Container } from '../ui/Container';
import { colors, durations, fonts, fontSizes, mq, space } from '../theme/tokens';
import { useSeenOnce } from './useSeenOnce';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const Band = styled.section({ background: colors.dark, color: colors.onDark, padding: `${space.section} 0` });

const Quote = styled.blockquote({
  margin: 0,
  maxWidth: '52rem',
  '& p': { fontFamily: fonts.heading, fontSize: fontSizes.xxl, lineHeight: 1.25, fontWeight: 600, color: colors.onDark },
  [mq.md]: { '& p': { fontSize: '2.75rem' } },
});

const Rule = styled.span({ display: 'block', width: '64px', height: '3px', marginBottom: space.lg, background: colors.accentOnDark });

/** The highlighted word: its accent colour and underline fade in over 1000 ms when revealed. */
const Highlight = styled.strong({
  fontWeight: 'inherit',
  color: colors.onDark,
  backgroundImage: `linear-gradient(${colors.accentOnDark}, ${colors.accentOnDark})`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: '0 92%',
  backgroundSize: '0% 0.12em',
  transition: `color ${durations.reveal} ease, background-size ${durations.reveal} ease`,
  '&[data-revealed="true"]': { color: colors.accentOnDark, backgroundSize: '100% 0.12em' },
});

/** "Ich erkenne Verbindungen, bevor sie Strategien werden." with the highlight revealed on scroll. */
export function QuoteBanner() {
  // Revealed at 10 % visibility, 50 px early; at once under reduced motion. The text is always there.
  const { ref, isSeen: isRevealed } = useSeenOnce<HTMLElement>({ threshold: 0.1, rootMargin: '50px' }, prefersReducedMotion);
  return (
    <Band aria-label={quoteCopy.label}>
      <Container>
        <Quote>
          <Rule aria-hidden="true" />
          <p>
            {quoteCopy.before}
            <Highlight ref={ref} data-revealed={isRevealed} data-testid="quote-highlight">{quoteCopy.highlight}</Highlight>
            {quoteCopy.after}
          </p>
        </Quote>
      </Container>
    </Band>
  );
}
