import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from '#components/layout/MobileMenu.tsx';
import { enhanceMobileMenu } from '#components/layout/mobileMenu.client.ts';
import { NavLinks } from '#components/layout/NavLinks.tsx';
import { enhanceSectionLinks } from '#components/layout/sectionLinks.client.ts';
import { navHref, navItems } from '#model/copy/navigation.ts';

describe('navigation items', () => {
  it('are in the spec order with label, id and the route flag', () => {
    expect(navItems.map((item) => [item.label, item.id, item.isRoute ?? false])).toEqual([
      ['Über mich', 'about', false],
      ['Pakete', 'packages', false],
      ['Beratungsfelder', 'services', false],
      ['Referenzen', 'references', false],
      ['Insights', 'blog', true],
      ['Kontakt', 'contact', false],
    ]);
    expect(navItems.map(navHref)).toEqual([
      '/#about',
      '/#packages',
      '/#services',
      '/#references',
      '/blog',
      '/#contact',
    ]);
  });
});

describe('nav links', () => {
  beforeAll(() => enhanceSectionLinks());
  beforeEach(() => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('scroll smoothly to the section on the home page instead of navigating', () => {
    window.history.replaceState(null, '', '/');
    const section = document.createElement('section');
    section.id = 'packages';
    section.tabIndex = -1;
    section.scrollIntoView = vi.fn();
    document.body.append(section);
    render(<NavLinks />);
    const link = screen.getByRole('link', { name: 'Pakete' });
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(window.location.hash).toBe('#packages');
  });

  it('scroll instantly when the visitor prefers reduced motion', () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const section = document.createElement('section');
    section.id = 'about';
    section.scrollIntoView = vi.fn();
    document.body.append(section);
    render(<NavLinks />);
    fireEvent.click(screen.getByRole('link', { name: 'Über mich' }));
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('navigate normally elsewhere and for the Insights route', () => {
    window.history.replaceState(null, '', '/impressum');
    render(<NavLinks />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Insights' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveProperty('pathname', '/blog');
  });
});

describe('mobile menu', () => {
  beforeEach(() => {
    // A phone-sized viewport: the menu button is hidden from 1200 px on.
    (
      window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
    ).happyDOM.setViewport({ width: 390, height: 844 });
  });

  // The menu's behaviour listens on the document, once for the page (the early script starts it).
  beforeAll(() => enhanceMobileMenu());

  // The menu as the server renders it.
  const renderMenu = () => render(<MobileMenu />);

  it('opens and closes with the button, whose name says what it does', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Menü schließen' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Menü schließen' }));
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeTruthy();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when an item is chosen', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/impressum');
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    fireEvent.click(screen.getByRole('link', { name: 'Referenzen' }));
    expect(screen.getByRole('button', { name: 'Menü öffnen' }).getAttribute('aria-expanded')).toBe('false');
  });
});
