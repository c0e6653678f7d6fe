import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BlogList } from '../../components/blog/BlogList';
import { enhanceBlogList } from '../../components/blog/blogList.client';
import { articles } from '../../content/articles';

const cards = () => within(screen.getByRole('list')).queryAllByRole('article');

/** The list as the server renders it, with the page script's behaviour. */
function renderList() {
  render(<BlogList articles={articles} />);
  enhanceBlogList();
}
const searchbox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Artikel durchsuchen' });
const filter = () => screen.getByRole('group', { name: 'Nach Kategorie filtern' });

describe('BlogList', () => {
  beforeEach(() => window.history.replaceState(null, '', '/blog'));

  it('shows all five articles with "Alle" pressed and the count in a status region', () => {
    renderList();
    expect(cards()).toHaveLength(5);
    expect(within(filter()).getByRole('button', { name: 'Alle' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('5 Artikel');
    expect(screen.getAllByRole('link', { name: /./ }).map((link) => link.getAttribute('href'))).toEqual(articles.map((a) => `/blog/${a.slug}`));
  });

  it('toggles the category buttons with aria-pressed', async () => {
    const user = userEvent.setup();
    renderList();
    const all = within(filter()).getByRole('button', { name: 'Alle' });
    const strategie = within(filter()).getByRole('button', { name: 'Strategie' });

    await user.click(strategie);
    expect(strategie.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 Artikel');
    expect(window.location.search).toBe('?kategorie=Strategie');

    await user.click(strategie);
    expect(strategie.getAttribute('aria-pressed')).toBe('false');
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(5);
    expect(window.location.search).toBe('');
  });

  it('narrows the list while typing, umlauts optional', async () => {
    const user = userEvent.setup();
    renderList();
    await user.type(searchbox(), 'foerderung');
    expect(cards().length).toBeGreaterThanOrEqual(1);
    expect(cards().length).toBeLessThan(5);
    expect(screen.getByRole('link', { name: /Förderungen für Innovationsprojekte/ })).toBeTruthy();
    expect(window.location.search).toBe('?q=foerderung');
  });

  it('reaches the empty state through filter and search, and leaves it again', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(within(filter()).getByRole('button', { name: 'Förderung' }));
    await user.type(searchbox(), 'Hochschulen Masterarbeiten');
    expect(screen.getByText('Keine Artikel in dieser Kategorie gefunden.')).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('0 Artikel');

    await user.click(screen.getByRole('button', { name: 'Alle Artikel anzeigen' }));
    expect(cards()).toHaveLength(5);
    expect(searchbox().value).toBe('');
  });

  it('searches the article bodies once the index has arrived', async () => {
    const user = userEvent.setup();
    renderList();
    // Only in the body of the go-to-market article, not on any card.
    await user.type(searchbox(), 'Positionierungssatz');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('1 Artikel');
  });

  it('starts from the URL', () => {
    window.history.replaceState(null, '', '/blog?q=foerderung&kategorie=F%C3%B6rderung');
    renderList();
    expect(within(filter()).getByRole('button', { name: 'Förderung' }).getAttribute('aria-pressed')).toBe('true');
    expect(searchbox().value).toBe('foerderung');
    expect(cards()).toHaveLength(1);
  });
});
