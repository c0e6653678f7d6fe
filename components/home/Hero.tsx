import styled from '@emotion/styled';
import { ArrowDown } from 'lucide-react';
import { heroCopy } from '#model/copy/home.ts';
import { paths } from '#model/paths.ts';
import { site } from '#model/site.ts';
import { whatsappUrl } from '../contact/whatsapp.ts';
import { sectionLinkAttrs } from '../layout/dataAttributes.ts';
import { colors, fontSizes, mq, radii, shadows, space } from '../theme/tokens.ts';
import { WhatsAppIcon } from '../ui/BrandIcons.tsx';
import { buttonStyle } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { Kicker } from '../ui/Section.tsx';
import { portrait } from './portrait.ts';

const Section = styled.section({ padding: `${space.xl} 0 ${space.section}`, [mq.md]: { paddingTop: space.xxl } });

// Top-aligned: text that arrives later (subline, buttons) grows the row downwards and moves nothing.
const Grid = styled(Container)({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  [mq.sm]: { gridTemplateColumns: '1.5fr 1fr', gap: space.xl },
  [mq.md]: { gridTemplateColumns: '1.35fr 1fr', gap: space.xxl },
});

// The portrait comes first in the page (on a phone it is shown above the text): a phone that
// paints the hero before the rest of the page has arrived must not push the text down later.
// Beside each other, each keeps its own column of the one row.
const Text = styled.div({ [mq.sm]: { gridColumn: 1, gridRow: 1 } });
const Headline = styled.h1({ marginTop: space.sm, fontSize: fontSizes.display, fontWeight: 600 });
const Subline = styled.p({ marginTop: space.lg, fontSize: fontSizes.md, color: colors.inkSoft, maxWidth: '36rem' });
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginTop: space.xl });

const Figure = styled.figure({
  margin: 0,
  position: 'relative',
  maxWidth: '320px',
  width: '100%',
  justifySelf: 'center',
  [mq.sm]: { gridColumn: 2, gridRow: 1, justifySelf: 'end' },
  [mq.md]: { maxWidth: '420px' },
});
/** The photo's frame, with the theme's veil over it (see `photoVeil`). */
const Picture = styled.picture({
  position: 'relative',
  display: 'block',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: radii.lg,
    background: colors.photoVeil,
    pointerEvents: 'none',
  },
});
const Photo = styled.img({
  width: '100%',
  height: 'auto',
  aspectRatio: '640 / 853',
  objectFit: 'cover',
  borderRadius: radii.lg,
  background: colors.tint,
});

const Badge = styled.p({
  position: 'absolute',
  left: `-${space.md}`,
  bottom: space.xl,
  display: 'grid',
  gap: '0.1rem',
  maxWidth: '13rem',
  padding: `${space.sm} ${space.md}`,
  background: colors.surface,
  borderRadius: radii.md,
  boxShadow: shadows.raised,
  fontSize: fontSizes.xs,
  lineHeight: 1.35,
  color: colors.inkSoft,
  '& strong': { fontFamily: 'inherit', fontSize: fontSizes.xl, lineHeight: 1, color: colors.ink },
  [mq.md]: { left: `-${space.xl}` },
});

const Markets = styled.p({ marginTop: space.lg, fontSize: fontSizes.sm, color: colors.inkMuted });

/** The hero: headline, subline, experience claim, WhatsApp and "Mein Angebot entdecken", portrait. */
export function Hero() {
  return (
    <Section aria-labelledby="hero-title">
      <Grid>
        <Figure>
          <Picture>
            <source type="image/avif" srcSet={portrait.sources.avif} sizes="(min-width: 960px) 420px, 320px" />
            <source type="image/webp" srcSet={portrait.sources.webp} sizes="(min-width: 960px) 420px, 320px" />
            <Photo
              src={portrait.img.src}
              srcSet={portrait.sources.jpeg}
              sizes="(min-width: 960px) 420px, 320px"
              width={640}
              height={853}
              alt={heroCopy.portraitAlt}
              fetchPriority="high"
              decoding="async"
            />
          </Picture>
          <Badge>
            <strong>{heroCopy.experienceValue}</strong>
            {heroCopy.experienceLabel}
          </Badge>
        </Figure>
        <Text>
          <Kicker>{heroCopy.kicker}</Kicker>
          <Headline id="hero-title">{heroCopy.headline}</Headline>
          <Subline>{heroCopy.subline}</Subline>
          <Actions>
            <ExternalLink css={buttonStyle('whatsapp')} href={whatsappUrl(site.whatsapp.greeting, 'cta')}>
              <WhatsAppIcon />
              {heroCopy.whatsapp}
            </ExternalLink>
            <a
              css={buttonStyle('outline')}
              href={`${paths.home}#packages`}
              {...{ [sectionLinkAttrs.section]: 'packages' }}
            >
              {heroCopy.discover}
              <ArrowDown size={18} aria-hidden="true" />
            </a>
          </Actions>
          <Markets>{heroCopy.markets}</Markets>
        </Text>
      </Grid>
    </Section>
  );
}
