import { describe, expect, it } from 'vitest';
import { hasOptedOut } from '#components/analytics/optOut.ts';
import { pageFacts, withoutQuery } from '#components/analytics/pageFacts.ts';

describe('what the page reports about a visit', () => {
  it('sends addresses without query string and fragment', () => {
    expect(withoutQuery('https://www.meine-domain.at/blog?kategorie=Förderung&email=anna@example.org#top')).toBe(
      'https://www.meine-domain.at/blog',
    );
    expect(withoutQuery('https://www.google.com/')).toBe('https://www.google.com/');
    expect(withoutQuery('')).toBe('');
    expect(withoutQuery('about:blank')).toBe('');
  });

  it('reads the page, referrer and title, nothing of the device, and stores nothing on it', () => {
    history.replaceState(null, '', '/impressum?utm_source=newsletter#kontakt');
    document.title = 'Impressum';
    const facts = pageFacts();
    expect(facts.url).toBe(`${location.origin}/impressum`);
    expect(facts.title).toBe('Impressum');
    expect(Object.keys(facts).sort()).toEqual(['referrer', 'title', 'url']);
    expect(document.cookie).toBe('');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });
});

describe('opt-out signals', () => {
  it('leaves out visitors who send Global Privacy Control or Do Not Track', () => {
    expect(hasOptedOut({ globalPrivacyControl: true, doNotTrack: null })).toBe(true);
    expect(hasOptedOut({ doNotTrack: '1' })).toBe(true);
    expect(hasOptedOut({ globalPrivacyControl: false, doNotTrack: '0' })).toBe(false);
    expect(hasOptedOut({ doNotTrack: null })).toBe(false);
  });
});
