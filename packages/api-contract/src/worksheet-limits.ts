// The limits of 題單, free of zod: the error catalogue, which every page loads, states one of them.

/** The most questions one worksheet (題單) holds: a long exam's worth, and a PDF that prints in seconds. */
export const MAX_WORKSHEET_QUESTIONS = 50;
/** The longest title a worksheet may have, in characters. */
export const MAX_WORKSHEET_TITLE = 60;
