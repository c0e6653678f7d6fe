import { toastAttrs } from './dataAttributes.ts';

const toastDuration = 8000;

const region = () => document.querySelector<HTMLElement>(`[${toastAttrs.region}]`);

/** Shows a short notification in the page's toast region (politely announced, closes after 8 s). */
export function showToast(message: string): void {
  const toasts = region();
  const list = toasts?.querySelector('ol');
  const item = toasts?.querySelector('template')?.content.firstElementChild?.cloneNode(true);
  if (!list || !(item instanceof HTMLLIElement)) return;
  item.querySelector('p')!.textContent = message;
  item.querySelector('button')?.addEventListener('click', () => item.remove());
  list.append(item);
  setTimeout(() => item.remove(), toastDuration);
}

/** Alt+T moves the focus to the notification region. */
export function enhanceToasts(): void {
  addEventListener('keydown', (event) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyT') return;
    event.preventDefault();
    region()?.focus();
  });
}
