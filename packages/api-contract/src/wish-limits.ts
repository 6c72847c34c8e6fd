// The limits of 許願池, free of zod: the error catalogue, which every page loads, states one of them.

/** The most open wishes (許願) one user may wait on at once, made or joined (同求). */
export const MAX_OPEN_WISHES = 20;
/** The longest note a wish may carry, in characters. */
export const WISH_NOTE_MAX_LENGTH = 200;
/** The longest reason an admin may give for closing a wish, in characters. */
export const WISH_CLOSE_REASON_MAX_LENGTH = 200;
