import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AboutCards } from '#components/home/AboutCards.tsx';
import { enhanceAccordions } from '#components/home/aboutCards.client.ts';
import { enhanceReveals } from '#components/home/reveal.client.ts';
import { ToastRegion } from '#components/ui/ToastRegion.tsx';
import { enhanceToasts, showToast } from '#components/ui/toasts.client.ts';
import { aboutCards } from '#model/copy/about.ts';

// The page script's vanilla behaviours on the HTML the server renders.

describe('about cards', () => {
  beforeAll(() => enhanceAccordions());

  it('start closed; a click opens one, another click closes it; one is open at a time', async () => {
    const user = userEvent.setup();
    render(<AboutCards />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(aboutCards.length);
    for (const button of buttons) expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

    await user.click(buttons[0]!);
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(panel(buttons[0]!).hidden).toBe(false);
    expect(panel(buttons[0]!).textContent).toBe(aboutCards[0]!.insightText);

    await user.click(buttons[2]!);
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('false');
    expect(panel(buttons[0]!).hidden).toBe(true);
    expect(buttons[2]!.getAttribute('aria-expanded')).toBe('true');

    await user.click(buttons[2]!);
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false']);
  });
});

describe('toast region', () => {
  beforeAll(() => enhanceToasts());

  it('shows a notification politely, closes it on its button or after 8 s, and takes the focus on Alt+T', async () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    const region = screen.getByRole('region', { name: 'Benachrichtigungen (Alt+T)' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    showToast('Erste Nachricht');
    showToast('Zweite Nachricht');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Erste Nachricht',
      'Zweite Nachricht',
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: /schließen/i })[0]!);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Zweite Nachricht']);
    vi.advanceTimersByTime(8000);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    vi.useRealTimers();
    fireEvent.keyDown(window, { key: 't', code: 'KeyT', altKey: true });
    expect(document.activeElement).toBe(region);
  });
});

describe('quote reveal', () => {
  it('hides the highlight until 10 % of it is within 50 px of the viewport, then reveals it', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    let options: IntersectionObserverInit | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          callback = cb;
          options = init;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    render(<strong data-reveal="">Verbindungen</strong>);
    enhanceReveals();
    const highlight = screen.getByText('Verbindungen');
    expect(highlight.dataset.revealed).toBe('false');
    expect(options).toEqual({ threshold: 0.1, rootMargin: '50px' });
    callback(
      [{ isIntersecting: true, target: highlight } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(highlight.dataset.revealed).toBe('true');
    vi.unstubAllGlobals();
  });

  it('shows it at once under reduced motion', () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    render(<strong data-reveal="">Verbindungen</strong>);
    enhanceReveals();
    expect(screen.getByText('Verbindungen').dataset.revealed).toBeUndefined();
  });
});
