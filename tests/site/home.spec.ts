import type { Page } from '@playwright/test';
import { site } from '#model/site.ts';
import { afterTwoFrames } from '../support/frames.ts';
import { expectLandedWhereLaidOut } from '../support/jumps.ts';
import { expect, oneWidth, phoneWidth, test } from '../support/test.ts';
import { bothWebFacesLoaded, holdWebFonts } from '../support/webFaces.ts';

const ldBlocks = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));

test.describe('home page', () => {
  // One visit for what the page shows at the top, in its order and at its end.
  test('has the sections in the story order with their ids; hero: the only h1, claim, WhatsApp and the portrait as LCP image; footer: contact, legal links and the current year', async ({
    page,
  }) => {
    await page.goto('/');
    const ids = await page.locator('main > section[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(['about', 'packages', 'services', 'references', 'contact', 'insights']);
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.indexOf('Über mich')).toBeLessThan(headings.indexOf('Sprechen wir über Ihr Vorhaben'));
    await expect(page.getByText('Ich seh, ich seh, was du nicht siehst')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Strategie, Marke & Umsetzung für nachhaltiges Wachstum');
    await expect(page.getByText('15+')).toBeVisible();
    const whatsapp = page.getByRole('link', { name: /Direkt über WhatsApp kontaktieren/ });
    await expect(whatsapp).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=Gr%C3%BC%C3%9F.*utm_source=website&utm_medium=cta&utm_campaign=whatsapp_contact$/,
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const portrait = page.getByRole('img', { name: /Porträt/ });
    await expect(portrait).toHaveAttribute('width', '640');
    await expect(portrait).toHaveAttribute('height', '853');
    await expect(portrait).toHaveAttribute('fetchpriority', 'high');
    expect(await portrait.getAttribute('loading')).toBeNull();
    expect(await page.locator('picture source[type="image/avif"]').getAttribute('srcset')).toMatch(/320w.*480w.*640w/);
    expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer.getByText(site.address.postalCode)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz');
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByTestId('footer-year')).toHaveText(String(new Date().getFullYear()));
    await expect(page.getByRole('link', { name: /Per WhatsApp schreiben/ }).last()).toHaveAttribute(
      'href',
      /utm_medium=cta/,
    );
  });

  test('"Mein Angebot entdecken" scrolls to the packages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Mein Angebot entdecken' }).click();
    await expect(page).toHaveURL(/#packages$/);
    await expect(page.locator('#packages')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('the header turns solid after 20 px of scrolling', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 30));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
    // Not solid within the first 20 px (the answer comes with the next frame), solid past them.
    await page.evaluate(() => window.scrollTo(0, 19));
    await afterTwoFrames(page);
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-solid', 'true');
  });

  test('the header is solid at once on a page opened further down', async ({ page }) => {
    await page.goto('/#contact');
    await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');
    await page.goto('/blog/go-to-market-strategie');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.reload();
    await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');
  });

  test('navigation items scroll to each section, where it really is', async ({ page, isMobile }) => {
    for (const [label, id] of [
      ['Über mich', 'about'],
      ['Pakete', 'packages'],
      ['Beratungsfelder', 'services'],
      ['Referenzen', 'references'],
      ['Kontakt', 'contact'],
    ] as const) {
      // From the top each time: the sections in between have not been laid out yet.
      await page.goto('/');
      if (isMobile) await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await page
        .getByRole('navigation', { name: isMobile ? 'Hauptnavigation (Menü)' : 'Hauptnavigation' })
        .getByRole('link', { name: label })
        .click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
      // The sections below the first screen are laid out only when near; the jump is not misled.
      await expectLandedWhereLaidOut(page, id);
      if (isMobile) await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Insights' }).first()).toHaveAttribute('href', '/blog');
  });

  // Failed before (26–390 px off): the web fonts, put in place during the smooth scroll, changed
  // the height of blocks above the section after the scroll's end had been fixed, or their
  // correction for the section on the screen cut the scroll short.
  test('a section scrolled to lands where it really is when the web fonts arrive during the scroll', async ({
    page,
    isMobile,
  }) => {
    for (const [label, id, delay] of [
      ['Pakete', 'packages', 50],
      ['Kontakt', 'contact', 300],
    ] as const) {
      await page.unrouteAll();
      const release = await holdWebFonts(page);
      await page.goto('/');
      await expect(page.locator('html[data-page-script="ready"]')).toBeAttached();
      if (isMobile) await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await page
        .getByRole('navigation', { name: isMobile ? 'Hauptnavigation (Menü)' : 'Hauptnavigation' })
        .getByRole('link', { name: label })
        .click();
      await page.waitForTimeout(delay); // the fonts arrive this long into the scroll
      release();
      await page.waitForFunction(bothWebFacesLoaded);
      await expectLandedWhereLaidOut(page, id);
    }
  });

  // Failed before: the prerendered contact dialog, waiting hidden in the page, counted as a dialog
  // open over the menu, so Escape never closed it.
  // The menu button is there below 1200 px.
  test('Escape closes the open mobile menu and returns the focus to its button', phoneWidth, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
  });

  // Failed before: the contact dialog, once closed, stays in the page undrawn (the island keeps it)
  // and still counted as a dialog open over the menu, so Escape left the menu open. Found in Firefox.
  test(
    'after the contact dialog opened from the menu is closed, Escape closes the menu too',
    phoneWidth,
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const cta = page.getByRole('banner').getByRole('button', { name: 'Lass uns sprechen' });
      await cta.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(cta).toBeFocused();
      // The island prepares the next, empty dialog in the background, undrawn: Escape once it has.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[aria-modal="true"]')].some((dialog) => !dialog.closest('[hidden]')),
      );
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
    },
  );

  test('opened at a section (/#contact, /#references), the page shows it where it really is', async ({ page }) => {
    for (const id of ['contact', 'references']) {
      await page.goto(`/#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expectLandedWhereLaidOut(page, id);
    }
  });

  test('about: four long paragraphs on desktop, two short ones and a dialog on mobile', async ({ page, isMobile }) => {
    await page.goto('/');
    const about = page.locator('#about');
    if (!isMobile) {
      await expect(about.getByTestId('about-long').locator('p')).toHaveCount(4);
      await expect(about.getByTestId('about-long')).toBeVisible();
      await expect(about.getByTestId('about-short')).toBeHidden();
      return;
    }
    await expect(about.getByTestId('about-long')).toBeHidden();
    await expect(about.getByTestId('about-short').locator('p')).toHaveCount(2);
    const more = about.getByRole('button', { name: 'Mehr über mich' });
    await more.click();
    const dialog = page.getByRole('dialog', { name: 'Über mich' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('p')).toHaveCount(4);
    await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('about cards: one open at a time, click and keyboard toggle', async ({ page }) => {
    await page.goto('/');
    const titles = ['Sparring auf Augenhöhe', 'Verbindet Perspektiven', 'Denkt & macht', 'Global geprägt'];
    const cards = titles.map((title) => page.locator('#about').getByRole('button', { name: new RegExp(`^${title}`) }));
    for (const card of cards) await expect(card).toHaveAttribute('aria-expanded', 'false');
    await cards[0]!.click();
    await expect(cards[0]!).toHaveAttribute('aria-expanded', 'true');
    const panelId = await cards[0]!.getAttribute('aria-controls');
    await expect(page.locator(`#${panelId}`)).toBeVisible();
    await cards[1]!.click();
    await expect(cards[0]!).toHaveAttribute('aria-expanded', 'false');
    await expect(cards[1]!).toHaveAttribute('aria-expanded', 'true');
    await cards[1]!.click();
    await expect(cards[1]!).toHaveAttribute('aria-expanded', 'false');
    await cards[2]!.focus();
    await page.keyboard.press('Enter');
    await expect(cards[2]!).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(cards[2]!).toHaveAttribute('aria-expanded', 'false');
  });

  // Failed before (the faces were in place while the finger was still down): the swap, which lays
  // out every line on the screen again, came as soon as the fonts had arrived, often between a tap
  // on an about card and the frame that answers it.
  // A touch; the page script is the same at every width.
  test('the web fonts wait until a finger resting on an about card has tapped it', phoneWidth, async ({ page }) => {
    const release = await holdWebFonts(page);
    await page.goto('/');
    await expect(page.locator('html[data-page-script="ready"]')).toBeAttached();
    const card = page.locator('#about [data-accordion] button').first();
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    if (!box) throw new Error('The first about card has no box');
    const touch = await page.context().newCDPSession(page);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    release();
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length === 2,
    );
    // Time for faces that have arrived to be put in place, as they were before.
    await page.waitForTimeout(500);
    expect(await page.evaluate(bothWebFacesLoaded), 'faces in place under the finger').toBe(false);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await page.waitForFunction(bothWebFacesLoaded);
  });

  test('the quote highlight is revealed when scrolled into view', async ({ page }) => {
    await page.goto('/');
    const highlight = page.getByTestId('quote-highlight');
    await expect(highlight).toHaveText('Verbindungen');
    await expect(highlight).toHaveAttribute('data-revealed', 'false');
    await highlight.scrollIntoViewIfNeeded();
    await expect(highlight).toHaveAttribute('data-revealed', 'true');
    await expect(highlight).toHaveCSS('transition-duration', /1s/);
  });

  test('the quote highlight is hidden without an animation while the page loads', async ({ page }) => {
    await page.goto('/');
    const highlight = page.getByTestId('quote-highlight');
    await expect(highlight).toHaveAttribute('data-revealed', 'false');
    // Off-screen, a transition to the hidden state would draw frames for a second after the load.
    const running = await page.evaluate(() => document.getAnimations().map((a) => a.constructor.name));
    expect(running).toEqual([]);
  });

  test('the quote highlight is shown at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const highlight = page.getByTestId('quote-highlight');
    await expect(highlight).not.toHaveAttribute('data-revealed', 'false');
    await expect(highlight).toHaveCSS('background-size', /^100% /);
  });

  test('lower sections defer their rendering cost until they come near', async ({ page }) => {
    await page.goto('/');
    for (const id of ['about', 'packages', 'services', 'references', 'contact', 'insights'])
      expect(await page.locator(`#${id}`).evaluate((el) => getComputedStyle(el).contentVisibility), id).toBe('auto');
    const lazy = page.locator('#references');
    // In the HTML from the start, but not laid out or painted while far from the viewport.
    const firstCard = lazy.locator('h3').first();
    await expect(firstCard).toBeAttached();
    expect(await firstCard.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    await page.locator('#references').scrollIntoViewIfNeeded();
    await expect.poll(() => firstCard.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  });

  // One visit for the home page's links to the offer and its structured data.
  test(
    'packages, services and the latest articles lead to their pages; structured data: one linked graph of organisation, website with search, service and person',
    oneWidth,
    async ({ page }) => {
      await page.goto('/');
      const packageLinks = await page.locator('#packages a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(packageLinks).toEqual([
        '/packages/market-entry',
        '/packages/innovation-transformation',
        '/packages/international-expansion',
        '/packages/funding-growth',
        '/packages/education',
        '/packages/sparring',
      ]);
      const serviceLinks = await page.locator('#services a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(serviceLinks).toEqual([
        '/services/marketing',
        '/services/international',
        '/services/innovation',
        '/services/funding',
      ]);
      await expect(page.locator('#insights li')).toHaveCount(3);
      await expect(page.locator('#insights').getByText('Artikel lesen →').first()).toBeVisible();
      await expect(page.locator('#insights').getByRole('link', { name: 'Alle Insights ansehen' })).toHaveAttribute(
        'href',
        '/blog',
      );
      const blocks = await ldBlocks(page);
      expect(blocks).toHaveLength(1);
      // biome-ignore lint/suspicious/noExplicitAny: parsed JSON, read as nested properties below
      const graph = blocks[0]['@graph'] as Record<string, any>[];
      const byType = (type: string) => graph.find((node) => node['@type'] === type)!;
      const org = byType('Organization');
      expect(org).toMatchObject({ name: site.brand, url: `${site.url}/`, sameAs: [site.linkedinUrl] });
      expect(org.logo.url).toMatch(/^https?:\/\//);
      expect(org.contactPoint['@type']).toBe('ContactPoint');
      expect(org.address.addressRegion).toBe('Kärnten');
      const website = byType('WebSite');
      expect(website.potentialAction.target.urlTemplate).toBe(`${site.url}/blog?q={search_term_string}`);
      const service = byType('ProfessionalService');
      expect(
        service.areaServed.map((a: { '@type': string; identifier: string }) => [a['@type'], a.identifier]),
      ).toEqual([
        ['Country', 'AT'],
        ['Country', 'DE'],
        ['Country', 'CH'],
      ]);
      expect(service.founder['@id']).toBe(byType('Person')['@id']);
      expect(service.knowsAbout).toHaveLength(4);
      expect(service.hasOfferCatalog.itemListElement).toHaveLength(6);
      expect(service.address.addressRegion).toBe('Kärnten');
    },
  );
});
