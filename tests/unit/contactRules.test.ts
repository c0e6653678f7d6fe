import { describe, expect, it } from 'vitest';
import { contactPayload, emptyContactValues, validateContact } from '#components/contact/submitContact.ts';

const filled = { ...emptyContactValues, name: '  Anna  ', email: ' anna@example.org ', consent: true };

describe('contact rules', () => {
  it('requires name and e-mail after trimming, then consent', () => {
    expect(validateContact({ ...filled, name: '   ' })).toBe('required');
    expect(validateContact({ ...filled, email: '\t' })).toBe('required');
    expect(validateContact({ ...filled, name: '', consent: false })).toBe('required');
    expect(validateContact({ ...filled, consent: false })).toBe('consent');
    expect(validateContact(filled)).toBeNull();
  });

  it('sends exactly the specified body: trimmed, default topic "Allgemein", spam trap and UTM fields', () => {
    expect(contactPayload({ ...filled, message: ' Hallo ', _gotcha: '' })).toEqual({
      name: 'Anna',
      email: 'anna@example.org',
      topic: 'Allgemein',
      message: ' Hallo ',
      _gotcha: '',
      utm_source: 'website',
      utm_medium: 'form',
      utm_campaign: 'contact',
    });
    expect(contactPayload({ ...filled, topic: 'go-to-market' }).topic).toBe('go-to-market');
    expect(contactPayload({ ...filled, topic: 'general' }).topic).toBe('general');
  });
});
