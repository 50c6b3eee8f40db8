import type { Page } from '@playwright/test';
import { isoDay } from './forms';

/** The consultation wizard's dialog (spec 4, 5, 9). */
export const consultationDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Book a Consultation' });

export const wizardButton = (page: Page, name: string) =>
  consultationDialog(page).getByRole('button', { name });

/** Zoom on a day ahead at 2:00 PM about investments, up to the last step's Book button. */
export async function fillConsultationWizard(page: Page, message: string) {
  const dialog = consultationDialog(page);
  await dialog.getByRole('radio', { name: 'Zoom' }).check({ force: true });
  await wizardButton(page, 'Continue').click();
  await dialog.getByLabel('Preferred date').fill(isoDay(5));
  await dialog.getByRole('button', { name: '2:00 PM' }).click();
  await wizardButton(page, 'Continue').click();
  await dialog.getByLabel('Consultation topic').selectOption('Investment Opportunities');
  await dialog.getByLabel('Message (optional)').fill(message);
}
