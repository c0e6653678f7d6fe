import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLinks } from '#components/blog/ShareLinks.tsx';
import { enhanceShareButtons } from '#components/blog/share.client.ts';
import { ToastRegion } from '#components/ui/ToastRegion.tsx';
import { shareCopy, shareToasts } from '#model/copy/blog.ts';
import { site } from '#model/site.ts';
import { stubClipboard } from '../support/clipboard.ts';

const article = {
  slug: 'go-to-market-strategie',
  title: 'Go-to-Market-Strategie: So bringen KMU & Startups ihr Angebot auf den Markt',
};
const canonical = `${site.url}/blog/go-to-market-strategie`;

function renderShareLinks() {
  render(
    <>
      <ShareLinks article={article} />
      <ToastRegion />
    </>,
  );
}

afterEach(() => stubClipboard());

describe('share links', () => {
  it('share the canonical URL on LinkedIn, tagged for the visit it brings, in a new tab', () => {
    renderShareLinks();
    const link = screen.getByRole('link', { name: /LinkedIn/ });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(href.searchParams.get('url')).toBe(`${canonical}?utm_source=linkedin&utm_medium=share&utm_campaign=article`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('prefill an e-mail with the title as subject and the tagged link in the text', () => {
    renderShareLinks();
    const href = screen.getByRole('link', { name: shareCopy.email }).getAttribute('href')!;
    expect(href).toMatch(/^mailto:\?subject=/);
    expect(href).not.toContain('+');
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(article.title);
    expect(params.get('body')).toContain(`${canonical}?utm_source=email&utm_medium=share&utm_campaign=article`);
  });

  it('hide "Link kopieren" while there is no page script or no clipboard', () => {
    renderShareLinks();
    expect(screen.queryByRole('button', { name: shareCopy.copy })).toBeNull();
    stubClipboard();
    enhanceShareButtons();
    expect(screen.queryByRole('button', { name: shareCopy.copy })).toBeNull();
  });

  it('copy the canonical URL and confirm it politely', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    renderShareLinks();
    enhanceShareButtons();
    fireEvent.click(screen.getByRole('button', { name: shareCopy.copy }));
    expect(writeText).toHaveBeenCalledWith(canonical);
    const notifications = screen.getByRole('region', { name: /Benachrichtigungen/ });
    await waitFor(() => expect(notifications.textContent).toBe(shareToasts.copied));
  });

  it('say so when the browser refuses to copy', async () => {
    stubClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    renderShareLinks();
    enhanceShareButtons();
    fireEvent.click(screen.getByRole('button', { name: shareCopy.copy }));
    const notifications = screen.getByRole('region', { name: /Benachrichtigungen/ });
    await waitFor(() => expect(notifications.textContent).toBe(shareToasts.copyFailed));
  });
});
