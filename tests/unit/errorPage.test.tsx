import { render, screen } from '@testing-library/react';
import type { PageContext } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import { logNotFound } from '#components/notFound/notFound.client.ts';
import ErrorPage from '#pages/_error/+Page.tsx';
import pageMeta from '#pages/_error/+pageMeta.ts';
import { PageContextProvider } from '#renderer/usePageContext.tsx';

const renderWith = (context: Partial<PageContext>) =>
  render(
    <PageContextProvider pageContext={context as PageContext}>
      <ErrorPage />
    </PageContextProvider>,
  );

describe('error page', () => {
  it('shows the 404 text and logs the requested path', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/nirgendwo');
    renderWith({ is404: true });
    logNotFound();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(info).toHaveBeenCalledWith(expect.any(String), '/nirgendwo');
    info.mockRestore();
  });

  it('shows "Unexpected Application Error!" with the message for any other error', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderWith({ is404: false, abortReason: 'Die Seite konnte nicht geladen werden.' });
    logNotFound();
    expect(info).not.toHaveBeenCalled();
    info.mockRestore();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByRole('alert').textContent).toBe('Die Seite konnte nicht geladen werden.');
  });

  it('falls back to the status text', () => {
    renderWith({ is404: false, abortStatusCode: 503 });
    expect(screen.getByRole('alert').textContent).toBe('503 Service Unavailable');
  });

  it('is kept out of search engines', () => {
    expect(pageMeta({ is404: true } as PageContext).noIndex).toBe(true);
    expect(pageMeta({ is404: false } as PageContext).title).toBe('Unerwarteter Fehler');
  });
});
