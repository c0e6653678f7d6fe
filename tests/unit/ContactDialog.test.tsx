import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from '#components/analytics/track.ts';
import { ContactButton } from '#components/contact/ContactButton.tsx';
import { enhanceContactButtons } from '#components/contact/contact.client.ts';
import { showPrerenderedDialog } from '#components/contact/prerenderedDialog.ts';
import { contactStore } from '#components/islands/contactStore.ts';
import { ToastRegion } from '#components/ui/ToastRegion.tsx';
import { enhanceToasts } from '#components/ui/toasts.client.ts';
import { site } from '#model/site.ts';
import { contactIslandHtml } from '#renderer/contactIslandHtml.tsx';

// The analytics tool receives what the contact form reports; its requests are the browser tests' job.
vi.mock('#components/analytics/track', () => ({ trackEvent: vi.fn(), trackPageView: vi.fn() }));
const tracked = vi.mocked(trackEvent);
const submitEvent = (label: string) => ({ name: 'contact_form_submit', category: 'engagement', label });

const fetchMock = vi.fn<typeof fetch>();

// The page as the server renders it (a contact button, the toast region, the prerendered dialog at
// the end of <body>) with the head script's early behaviour, which shows the prerendered dialog at
// the first tap, and the page script's, which takes it over and mounts the contact island, which
// takes it over in turn.
function renderSite() {
  return render(
    <>
      <ContactButton topic="funding">Lass uns sprechen</ContactButton>
      <ToastRegion />
    </>,
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Lass uns sprechen' }));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

beforeAll(() => {
  document.body.insertAdjacentHTML('beforeend', contactIslandHtml().html);
  showPrerenderedDialog();
  enhanceContactButtons();
  enhanceToasts();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), '  Anna Berger ');
  await user.type(screen.getByLabelText(/^E-Mail/), ' anna@example.org');
  await user.type(screen.getByLabelText('Nachricht'), 'Wir planen den Markteintritt in Bayern.');
  await user.click(screen.getByRole('checkbox'));
}

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  tracked.mockClear();
});
afterEach(() => {
  act(() => contactStore.close());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('contact dialog', () => {
  it('answers the first tap at once with the prerendered dialog, which the island takes over with what was typed', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Lass uns sprechen' }));
    // In the tap's own task, before the island's code has arrived.
    expect(document.getElementById('contact-island')?.dataset.island).toBeUndefined();
    const dialog = screen.getByRole('dialog');
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    expect(document.activeElement).toBe(name);
    expect((screen.getByLabelText('Thema') as HTMLSelectElement).value).toBe('funding');
    await user.keyboard('Anna');
    await waitFor(() => expect(document.getElementById('contact-island')?.dataset.island).toBe('ready'), {
      timeout: 5000,
    });
    // The island's own dialog in its place, in one task: the value and the focus stay, and the form's rules apply.
    expect(dialog.isConnected).toBe(false);
    const taken = screen.getByLabelText(/^Name/) as HTMLInputElement;
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(taken.value).toBe('Anna');
    expect(document.activeElement).toBe(taken);
    await user.type(screen.getByLabelText(/^E-Mail/), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte stimmen Sie der Datenverarbeitung zu.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens from a contact button with the topic preselected and the spec fields', async () => {
    const user = userEvent.setup();
    renderSite();
    const dialog = await openDialog(user);
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Schreiben Sie mir' })).toBeTruthy();
    expect((screen.getByLabelText('Thema') as HTMLSelectElement).value).toBe('funding');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      '',
      'go-to-market',
      'innovation',
      'international',
      'funding',
      'general',
    ]);
    expect((screen.getByLabelText(/^E-Mail/) as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).required).toBe(true);
    expect(screen.getByLabelText('Nachricht').getAttribute('rows')).toBe('4');
    const gotcha = document.querySelector('input[name="_gotcha"]') as HTMLInputElement;
    expect(gotcha.tabIndex).toBe(-1);
    expect(gotcha.autocomplete).toBe('off');
    expect(gotcha.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ }).getAttribute('href')).toBe('/datenschutz');
  });

  it('shows the required-fields message for a name of spaces, tied to the field', async () => {
    const user = userEvent.setup();
    renderSite();
    await openDialog(user);
    await user.type(screen.getByLabelText(/^Name/), '   ');
    await user.type(screen.getByLabelText(/^E-Mail/), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(alert.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for consent before sending', async () => {
    const user = userEvent.setup();
    renderSite();
    await openDialog(user);
    await user.type(screen.getByLabelText(/^Name/), 'Anna');
    await user.type(screen.getByLabelText(/^E-Mail/), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte stimmen Sie der Datenverarbeitung zu.');
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the exact JSON once, shows "Wird gesendet...", then success, toast and the analytics event', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderSite();
    await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    const busy = screen.getByRole('button', { name: 'Wird gesendet...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await user.click(busy);
    await act(async () => busy.form?.requestSubmit());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(site.formEndpoint);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(sentBodies()[0]).toEqual({
      name: 'Anna Berger',
      email: 'anna@example.org',
      topic: 'funding',
      message: 'Wir planen den Markteintritt in Bayern.',
      _gotcha: '',
      utm_source: 'website',
      utm_medium: 'form',
      utm_campaign: 'contact',
    });
    expect(tracked).not.toHaveBeenCalled();
    await act(async () => answer(new Response('{}', { status: 200 })));
    expect(await screen.findByRole('heading', { name: 'Anfrage erfolgreich!' })).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toContain('utm_medium=form_success');
    expect(tracked.mock.calls).toEqual([[submitEvent('funding')]]);
    // While the modal is open, everything outside it is aria-hidden; the toast is read after closing.
    expect(screen.getByRole('region', { name: 'Benachrichtigungen (Alt+T)', hidden: true }).textContent).toContain(
      'Ihre Anfrage ist angekommen',
    );
  });

  it('reports "general" to analytics for an empty topic', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderSite();
    await openDialog(user);
    await user.selectOptions(screen.getByLabelText('Thema'), '');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByRole('heading', { name: 'Anfrage erfolgreich!' })).toBeTruthy();
    expect(sentBodies()[0].topic).toBe('Allgemein');
    expect(tracked.mock.calls).toEqual([[submitEvent('general')]]);
  });

  for (const [label, outcome] of [
    ['a 500 answer', () => Promise.resolve(new Response('x', { status: 500 }))],
    ['a 404 answer', () => Promise.resolve(new Response('x', { status: 404 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const) {
    it(`keeps the dialog open with every value after ${label}, reports nothing, and allows a retry`, async () => {
      fetchMock.mockImplementationOnce(outcome).mockResolvedValueOnce(new Response('{}', { status: 200 }));
      const user = userEvent.setup();
      renderSite();
      await openDialog(user);
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut oder schreiben Sie mir per WhatsApp.',
      );
      expect(screen.getByRole('dialog')).toBeTruthy();
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('  Anna Berger ');
      expect((screen.getByLabelText('Nachricht') as HTMLTextAreaElement).value).toBe(
        'Wir planen den Markteintritt in Bayern.',
      );
      expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
      expect(tracked).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
      expect(await screen.findByRole('heading', { name: 'Anfrage erfolgreich!' })).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(tracked.mock.calls).toEqual([[submitEvent('funding')]]);
    });
  }

  it('gives up after 15 seconds without an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSite();
    await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await act(async () => vi.advanceTimersByTime(14_000));
    expect(screen.getByRole('button', { name: 'Wird gesendet...' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1_500));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Das hat leider nicht geklappt.'));
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(true);
    expect(tracked).not.toHaveBeenCalled();
  });

  it('resets everything when closed: reopening shows an empty form', async () => {
    const user = userEvent.setup();
    renderSite();
    await openDialog(user);
    await user.type(screen.getByLabelText(/^Name/), 'Anna');
    await user.type(screen.getByLabelText(/^E-Mail/), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte stimmen Sie der Datenverarbeitung zu.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog(user);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('takes the topic of each button that opens it, although the form waits prepared in between', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ContactButton topic="funding">Förderung anfragen</ContactButton>
        <ContactButton>Allgemein anfragen</ContactButton>
      </>,
    );
    const topicWhenOpenedBy = async (name: string) => {
      await user.click(screen.getByRole('button', { name }));
      await screen.findByRole('dialog', {}, { timeout: 5000 });
      const topic = (screen.getByLabelText('Thema') as HTMLSelectElement).value;
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      return topic;
    };
    expect(await topicWhenOpenedBy('Förderung anfragen')).toBe('funding');
    expect(await topicWhenOpenedBy('Allgemein anfragen')).toBe('');
    expect(await topicWhenOpenedBy('Förderung anfragen')).toBe('funding');
  });
});
