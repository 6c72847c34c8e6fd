import { configure, getConfig } from '@testing-library/react';

const OURS = Symbol.for('pastexam.pollingErrors');

/**
 * findBy* and waitFor try again until the state appears, and each miss builds Testing Library's error: the whole
 * document pretty-printed, thrown away by the next try. That printing was a seventh of a web test file's time
 * (archive-page.test.tsx, profiled). While a poll tries (the library's own flag for it) a miss is a bare error;
 * an error a test fails with, a get* query's or a poll's when it gives up, still prints the document.
 */
export function printDocumentOnlyOnFailure(): void {
  const printing = getConfig().getElementError;
  if (Reflect.get(printing, OURS) === true) return;
  const getElementError = (message: string | null, container: Element): Error => {
    if (Reflect.get(getConfig(), '_disableExpensiveErrorDiagnostics') !== true)
      return printing(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  };
  Reflect.set(getElementError, OURS, true);
  configure({ getElementError });
}
