import { expect, type Page, type Route } from '@playwright/test';
import { site } from '#model/site.ts';

/** Answers the form service's POSTs itself and records their JSON bodies. */
export async function interceptForm(
  page: Page,
  answer: (route: Route) => Promise<void> = (route) => route.fulfill({ status: 200, json: { ok: true } }),
) {
  const bodies: Record<string, unknown>[] = [];
  await page.route(site.formEndpoint, async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await answer(route);
  });
  return bodies;
}

export async function fillContactForm(page: Page, values: { name: string; email: string; message?: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Name/).fill(values.name);
  await dialog.getByLabel(/^E-Mail/).fill(values.email);
  if (values.message !== undefined) await dialog.getByLabel('Nachricht').fill(values.message);
  await dialog.getByRole('checkbox').check();
}

export async function expectDialogOpen(page: Page) {
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Schreiben Sie mir' })).toBeVisible();
}

/** Opens the contact dialog from the header (on a phone, from the menu). */
export async function openFromHeader(page: Page, isMobile: boolean | undefined) {
  if (isMobile) await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Lass uns sprechen' }).click();
}

/** Waits until the contact island runs the dialog (React and @reach/dialog have taken it over). */
export const islandReady = (page: Page) =>
  page.locator('#contact-island[data-island="ready"]').waitFor({ state: 'attached' });
