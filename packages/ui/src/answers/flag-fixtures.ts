// The flags' sample data lives in fixtures.ts (sample data may hold Chinese there); kept here for its export path.
export { myFlags, openFlaggedAnswer, resolvedFlaggedAnswer } from './fixtures.ts';
