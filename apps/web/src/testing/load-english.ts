import { type Catalogue, loadCatalogue, loadLocale } from '@pastexam/ui/i18n';
import { confirmDialogMessages } from '@pastexam/ui/messages/confirm-dialog';
import { toastMessages } from '@pastexam/ui/messages/toast';

/**
 * Fetches the English of the core, of what the UI provider draws around every screen (its toasts and its
 * confirmation dialog) and of `catalogues`, as the app's route waits for a page's words before drawing it. A test
 * rendering a screen in English calls it first (`beforeAll(() => loadEnglish(answersMessages))`): a catalogue
 * that arrives only once drawn suspends the provider, which has no Suspense boundary above it in a test.
 */
export function loadEnglish(...catalogues: Catalogue<string>[]): Promise<unknown> {
  return Promise.all([
    loadLocale('en'),
    loadCatalogue(toastMessages, 'en'),
    loadCatalogue(confirmDialogMessages, 'en'),
    ...catalogues.map((catalogue) => loadCatalogue(catalogue, 'en')),
  ]);
}
