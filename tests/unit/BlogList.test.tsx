import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BlogList } from '#components/blog/BlogList.tsx';
import { enhanceBlogList } from '#components/blog/blogList.client.ts';
import { filterArticles, normalize } from '#components/blog/search.ts';
import { searchIndexUrl } from '#components/blog/searchIndex.ts';
import { articles } from '#model/articles/index.ts';
import type { Article } from '#model/types.ts';
import { serveSearchIndex } from './searchIndexFetch.ts';

// The site's articles, whatever they are: each expectation is derived from the collection, so a
// new article file changes the numbers, not the outcome. The spec's articles are found by slug.
const cards = () => within(screen.getByRole('list')).queryAllByRole('article');
/** Slugs of the cards on show, in list order. */
const shownSlugs = () => cards().map((card) => card.closest('li')!.dataset.slug);
const slugs = (list: readonly Article[]) => list.map((a) => a.slug);
// The full-text index is a file of its own, fetched on the first search.
const indexLoaded = { timeout: 10_000 };

/** The list as the server renders it, with the page script's behaviour; the index file as served. */
function renderList() {
  const requested = serveSearchIndex(articles);
  render(<BlogList articles={articles} />);
  enhanceBlogList();
  return requested;
}
const searchbox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Artikel durchsuchen' });
const filter = () => screen.getByRole('group', { name: 'Nach Kategorie filtern' });

describe('BlogList', () => {
  beforeEach(() => window.history.replaceState(null, '', '/blog'));

  it('shows every article with "Alle" pressed and the count in a status region', () => {
    renderList();
    expect(shownSlugs()).toEqual(slugs(articles));
    expect(within(filter()).getByRole('button', { name: 'Alle' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(`${articles.length} Artikel`);
    expect(screen.getAllByRole('link', { name: /./ }).map((link) => link.getAttribute('href'))).toEqual(
      articles.map((a) => `/blog/${a.slug}`),
    );
  });

  it('toggles the category buttons with aria-pressed and shows exactly that category', async () => {
    const user = userEvent.setup();
    renderList();
    const all = within(filter()).getByRole('button', { name: 'Alle' });
    const strategie = within(filter()).getByRole('button', { name: 'Strategie' });
    const expected = articles.filter((a) => a.category === 'Strategie');
    // The spec's Strategie article, and at least one article of another category to hide.
    expect(slugs(expected)).toContain('kmus-business-schools');
    expect(expected.length).toBeLessThan(articles.length);

    await user.click(strategie);
    expect(strategie.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(shownSlugs()).toEqual(slugs(expected));
    expect(screen.getByRole('status').textContent).toBe(`${expected.length} Artikel`);
    expect(window.location.search).toBe('?kategorie=Strategie');

    await user.click(strategie);
    expect(strategie.getAttribute('aria-pressed')).toBe('false');
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(shownSlugs()).toEqual(slugs(articles));
    expect(window.location.search).toBe('');
  });

  it('narrows the list while typing, umlauts optional', async () => {
    const user = userEvent.setup();
    renderList();
    const expected = filterArticles(articles, { q: 'Förderung', kategorie: null });
    expect(slugs(expected)).toContain('foerderungen-innovation');
    expect(expected.length).toBeLessThan(articles.length);
    await user.type(searchbox(), 'foerderung');
    await waitFor(() => expect(shownSlugs()).toEqual(slugs(expected)), indexLoaded);
    expect(screen.getByRole('link', { name: /Förderungen für Innovationsprojekte/ })).toBeTruthy();
    expect(window.location.search).toBe('?q=foerderung');
  });

  it('reaches the empty state through filter and search, and leaves it again', async () => {
    const user = userEvent.setup();
    renderList();
    // Each alone finds articles; together nothing.
    const q = 'Hochschulen Masterarbeiten';
    expect(filterArticles(articles, { q, kategorie: null })).not.toEqual([]);
    expect(filterArticles(articles, { q: '', kategorie: 'Förderung' })).not.toEqual([]);
    expect(filterArticles(articles, { q, kategorie: 'Förderung' })).toEqual([]);

    await user.click(within(filter()).getByRole('button', { name: 'Förderung' }));
    await user.type(searchbox(), q);
    expect(screen.getByText('Keine Artikel in dieser Kategorie gefunden.')).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('0 Artikel');

    await user.click(screen.getByRole('button', { name: 'Alle Artikel anzeigen' }));
    expect(shownSlugs()).toEqual(slugs(articles));
    expect(searchbox().value).toBe('');
  });

  it('searches the article bodies once the index has arrived, fetched once from the address the list names', async () => {
    const user = userEvent.setup();
    const requested = renderList();
    expect(requested).toEqual([]);
    expect(searchIndexUrl).toMatch(/^\/assets\/search-index\.[0-9a-f]{10}\.json$/);
    // A word of the go-to-market article's body that its card does not show.
    const word = 'Positionierungssatz';
    const cardText = renderedCardText('go-to-market-strategie');
    expect(normalize(cardText)).not.toContain(normalize(word));
    const expected = filterArticles(articles, { q: word, kategorie: null });
    expect(slugs(expected)).toContain('go-to-market-strategie');

    await user.type(searchbox(), word);
    await waitFor(() => expect(shownSlugs()).toEqual(slugs(expected)), indexLoaded);
    expect(screen.getByRole('status').textContent).toBe(`${expected.length} Artikel`);
    expect(requested).toEqual([searchIndexUrl]);
  });

  it('searches at once for what was typed before its behaviour started (the box is there from the first paint)', async () => {
    const requested = serveSearchIndex(articles);
    render(<BlogList articles={articles} />);
    // No handler yet: the characters reach the box, and no event reaches the list.
    searchbox().value = 'Positionierungssatz';
    enhanceBlogList();
    const expected = filterArticles(articles, { q: 'Positionierungssatz', kategorie: null });
    expect(slugs(expected)).toContain('go-to-market-strategie');
    await waitFor(() => expect(shownSlugs()).toEqual(slugs(expected)), indexLoaded);
    expect(screen.getByRole('status').textContent).toBe(`${expected.length} Artikel`);
    expect(window.location.search).toBe('?q=Positionierungssatz');
    expect(requested).toEqual([searchIndexUrl]);
  });

  it('starts from the URL', async () => {
    window.history.replaceState(null, '', '/blog?q=foerderung&kategorie=F%C3%B6rderung');
    renderList();
    expect(within(filter()).getByRole('button', { name: 'Förderung' }).getAttribute('aria-pressed')).toBe('true');
    expect(searchbox().value).toBe('foerderung');
    const expected = filterArticles(articles, { q: 'foerderung', kategorie: 'Förderung' });
    expect(slugs(expected)).toContain('foerderungen-innovation');
    await waitFor(() => expect(shownSlugs()).toEqual(slugs(expected)), indexLoaded);
  });
});

/** What one article's card shows (rendered on its own, so the test above starts from a clean list). */
function renderedCardText(slug: string): string {
  const { container, unmount } = render(<BlogList articles={articles.filter((a) => a.slug === slug)} />);
  const text = container.querySelector(`li[data-slug="${slug}"]`)?.textContent ?? '';
  unmount();
  expect(text).not.toBe('');
  return text;
}
