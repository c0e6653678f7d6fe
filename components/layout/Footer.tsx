import styled from '@emotion/styled';
import { articles } from '#model/articles/index.ts';
import { contactCopy } from '#model/copy/contact.ts';
import { footerCopy } from '#model/copy/footer.ts';
import { navHref, navItems } from '#model/copy/navigation.ts';
import { copyrightYear } from '#model/copyrightYear.ts';
import { legalUpdated } from '#model/legal/updated.ts';
import { paths } from '#model/paths.ts';
import { site } from '#model/site.ts';
import { colors, eyebrow, fontSizes, mq, space, zIndex } from '../theme/tokens.ts';
import { LinkedInIcon } from '../ui/BrandIcons.tsx';
import { Container } from '../ui/Container.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { footerYearAttrs } from './dataAttributes.ts';
import { Logo } from './Logo.tsx';

const Wrap = styled.footer({
  background: colors.dark,
  color: colors.onDark,
  // Room below the last line so the floating WhatsApp button never covers a footer link.
  padding: `${space.xxl} 0 calc(${space.xxl} + 64px)`,
  '& a': { color: colors.onDark },
  '& a:hover': { color: colors.accentOnDark },
  [mq.md]: { paddingBottom: space.xxl },
  // For checkers that do not scroll (Lighthouse's accessibility audit, an auditor's axe), which
  // place elements by their boxes. Laid out with the page, not when near (renderWhenNear): skipped,
  // its links lay below its estimated box and read as light text on the page's light background
  // (accessibility 95 instead of 100). Above the blocks before it: their skipped content can reach
  // beyond their estimated boxes into the footer's place, where it would read as dark text on the
  // footer's dark background (the home page's link to the blog). On screen nothing overlaps.
  position: 'relative',
  zIndex: zIndex.footer,
});

const Grid = styled.div({
  display: 'grid',
  gap: space.xl,
  [mq.sm]: { gridTemplateColumns: '1fr 1fr' },
  [mq.md]: { gridTemplateColumns: '1.6fr 1fr 1fr 1fr' },
});

const Brand = styled.div({
  '& p': { marginTop: space.md, color: colors.onDarkMuted, fontSize: fontSizes.sm, maxWidth: '24rem' },
});
const Heading = styled.h2({
  ...eyebrow.xs,
  color: colors.onDarkMuted,
  marginBottom: space.sm,
});
const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
  fontSize: fontSizes.sm,
});
const IconLink = styled(ExternalLink)({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
const Bottom = styled.div({
  marginTop: space.xxl,
  paddingTop: space.lg,
  borderTop: `1px solid ${colors.lineOnDark}`,
  fontSize: fontSizes.xs,
  color: colors.onDarkMuted,
});

export function Footer() {
  return (
    <Wrap>
      <Container>
        <Grid>
          <Brand>
            <Logo variant="full" isOnDark />
            <p>{footerCopy.claim}</p>
          </Brand>
          <div>
            <Heading>{footerCopy.contactHeading}</Heading>
            <List>
              <li>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                {site.address.postalCode} {site.address.locality}, {site.address.region}
              </li>
              <li>
                <IconLink href={site.linkedinUrl}>
                  <LinkedInIcon size={16} />
                  {contactCopy.linkedin}
                </IconLink>
              </li>
            </List>
          </div>
          <div>
            <Heading>{footerCopy.linksHeading}</Heading>
            <List>
              {navItems.map((item) => (
                <li key={item.id}>
                  <a href={navHref(item)}>{item.label}</a>
                </li>
              ))}
            </List>
          </div>
          <div>
            <Heading>{footerCopy.legalHeading}</Heading>
            <List>
              <li>
                <a href={paths.impressum}>{footerCopy.impressum}</a>
              </li>
              <li>
                <a href={paths.datenschutz}>{footerCopy.datenschutz}</a>
              </li>
              <li>
                <a href={paths.feed}>{footerCopy.rss}</a>
              </li>
            </List>
          </div>
        </Grid>
        <Bottom>
          <p>
            ©{' '}
            {/* The year of the newest dated content, not the build's clock (the same sources build the same pages); the page script sets the visitor's current year (footerYear.client.ts). */}
            <span data-testid="footer-year" {...{ [footerYearAttrs.currentYear]: '' }}>
              {copyrightYear([...articles.map((article) => article.dateModified), legalUpdated])}
            </span>{' '}
            {site.person.name}. {footerCopy.rights}
          </p>
        </Bottom>
      </Container>
    </Wrap>
  );
}
