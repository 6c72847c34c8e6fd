import { storageKeys } from '@pastexam/api-contract/storage-keys';

/**
 * The signed-in pages a sign-in may return to, with their search (a course's address): nothing with another
 * origin, a fragment or any other path, so a stored value can never send the user elsewhere.
 */
const RETURNABLE = /^\/(?:archive|admin)(?:\?[^#]*)?$/;

/**
 * Keeps, for this tab, the signed-in page a guest asked for (a bookmark, a course opened in a new tab, a page
 * after the session expired), so that signing in leads there instead of to the archive's start (product §2.2).
 */
export function rememberReturnTo(storage: Storage, href: string): void {
  if (RETURNABLE.test(href)) storage.setItem(storageKeys.returnTo, href);
}

/** Where a sign-in goes: the page kept by `rememberReturnTo`, once, else /archive. */
export function takeReturnTo(storage: Storage): string {
  const kept = storage.getItem(storageKeys.returnTo);
  storage.removeItem(storageKeys.returnTo);
  return kept !== null && RETURNABLE.test(kept) ? kept : '/archive';
}
