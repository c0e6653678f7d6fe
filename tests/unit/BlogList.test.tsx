import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BlogList } from '../../components/blog/BlogList';
import { articles } from '../../content/articles';

const cards = () => within(screen.getByRole('list')).getAllByRole('article');
const searchbox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Artikel durchsuchen' });
const filter = () => screen.getByRole('group', { name: 'Nach Kategorie filtern' });

describe('BlogList', () => {
  beforeEach(() => window.history.replaceState(null, '', '/blog'));

  it('shows all five articles with "Alle" pressed and the count in a status region', () => {
    render(<BlogList articles={articles} />);
    expect(cards()).toHaveLength(5);
    expect(within(filter()).getByRole('button', { name: 'Alle' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('5 Artikel');
    expect(screen.getAllByRole('link', { name: /./ }).map((link) => link.getAttribute('href'))).toEqual(articles.map((a) => `/blog/${a.slug}`));
  });

  it('toggles the category buttons with aria-pressed', async () => {
    const user = userEvent.setup();
    render(<BlogList articles={articles} />);
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
    render(<BlogList articles={articles} />);
    await user.type(searchbox(), 'foerderung');
    expect(cards().length).toBeGreaterThanOrEqual(1);
    expect(cards().length).toBeLessThan(5);
    expect(screen.getByRole('link', { name: /Förderungen für Innovationsprojekte/ })).toBeTruthy();
    expect(window.location.search).toBe('?q=foerderung');
  });

  it('reaches the empty state through filter and search, and leaves it again', async () => {
    const user = userEvent.setup();
    render(<BlogList articles={articles} />);
    await user.click(within(filter()).getByRole('button', { name: 'Förderung' }));
    await user.type(searchbox(), 'Hochschulen Masterarbeiten');
    expect(screen.getByText('Keine Artikel in dieser Kategorie gefunden.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('0 Artikel');

    await user.click(screen.getByRole('button', { name: 'Alle Artikel anzeigen' }));
    expect(cards()).toHaveLength(5);
    expect(searchbox().value).toBe('');
  });

  it('starts from the URL after mounting', () => {
    window.history.replaceState(null, '', '/blog?q=foerderung&kategorie=F%C3%B6rderung');
    render(<BlogList articles={articles} />);
    expect(within(filter()).getByRole('button', { name: 'Förderung' }).getAttribute('aria-pressed')).toBe('true');
    expect(searchbox().value).toBe('foerderung');
    expect(cards()).toHaveLength(1);
  });
});
