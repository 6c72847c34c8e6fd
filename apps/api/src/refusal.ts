import type { ErrorCode } from '@pastexam/api-contract';

/**
 * A decision not to do what was asked, named by its contract code. Services return it where they decide
 * (a missing course, a duplicate name), and the registrar answers it with the code's status and message.
 * The code's type says which routes may pass it on: only those that declare it.
 */
export class Refusal<C extends ErrorCode = ErrorCode> {
  constructor(
    readonly code: C,
    /** A more specific zh-TW detail than the catalogue's message (a size limit, why a PDF was refused). */
    readonly detail?: string,
  ) {}
}

/** Refuses with `code`; the catalogue's message is the detail unless a more specific one is given. */
export function fail<const C extends ErrorCode>(code: C, detail?: string): Refusal<C> {
  return new Refusal(code, detail);
}
