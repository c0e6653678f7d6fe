import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enhanceHeadingLinks } from '#components/blog/headingLinks.client.ts';
import { TableOfContents } from '#components/blog/TableOfContents.tsx';
import { ToastRegion } from '#components/ui/ToastRegion.tsx';
import { enhanceToasts } from '#components/ui/toasts.client.ts';
import { getArticle } from '#model/articles/index.ts';
import { stubClipboard } from '../support/clipboard.ts';

const article = getArticle('go-to-market-strategie')!;
const sections = article.headings.filter((heading) => heading.level === 2);

/** The article page's body as the build renders it, with the page script's behaviour. */
function renderArticle() {
  render(
    <>
      <TableOfContents headings={article.headings} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the article's build-time HTML, as the article page renders it */}
      <div dangerouslySetInnerHTML={{ __html: article.content }} />
      <ToastRegion />
    </>,
  );
}

beforeAll(() => {
  enhanceToasts();
  enhanceHeadingLinks();
});
afterEach(() => vi.restoreAllMocks());

describe('table of contents', () => {
  it('lists every h2 of the article under "Inhalt", linking to its heading', () => {
    renderArticle();
    // Folded (a disclosure) for narrow screens, a navigation landmark for wide ones; CSS shows one.
    const folded = screen.getByText('Inhalt', { selector: 'summary' }).closest('details')!;
    const label = screen.getByText('Inhalt', { selector: 'nav > p' });
    const aside = label.closest('nav')!;
    expect(aside.getAttribute('aria-labelledby')).toBe(label.id);
    for (const toc of [folded, aside]) {
      const links = within(toc).getAllByRole('link', { hidden: true });
      expect(links.map((link) => link.textContent)).toEqual(sections.map((heading) => heading.text));
      for (const link of links) {
        const target = document.getElementById(link.getAttribute('href')!.slice(1));
        expect(target?.tagName).toBe('H2');
        expect(target?.textContent).toBe(link.textContent);
      }
    }
  });

  it('is left out for an article with fewer than two sections', () => {
    const { container } = render(<TableOfContents headings={[{ id: 'fazit', text: 'Fazit', level: 2 }]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('heading links', () => {
  const heading = 'Schritt 1: Das Zielsegment scharf eingrenzen';
  const link = () => screen.getByRole('link', { name: `Link zu „${heading}“ kopieren` });

  it('copy the absolute address of the heading and confirm it in a toast', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderArticle();
    expect(link().getAttribute('href')).toBe('#schritt-1-das-zielsegment-scharf-eingrenzen');
    await userEvent.click(link());
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}${window.location.pathname}#schritt-1-das-zielsegment-scharf-eingrenzen`,
    );
    await waitFor(() => expect(screen.getByText(`Link zu „${heading}“ kopiert`)).toBeTruthy());
  });

  it('stay plain #id links where there is no clipboard', () => {
    stubClipboard(undefined);
    renderArticle();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
