import type { FakeGeminiBehaviour } from './behaviour.ts';

/** Shaped like a key from Google AI Studio: `AIza` and at least ten more key characters. */
const GEMINI_KEY_SHAPE = /^AIza[0-9A-Za-z_-]{10,}$/;

/** Which keys the fake accepts: a list, or (`'any'`, for `pnpm dev`) every key shaped like a Gemini key. */
export type FakeGeminiValidKeys = readonly string[] | 'any';

export type KeyRules = {
  isValid(key: string): boolean;
  /** The behaviour a request with this key gets; keys without their own get the server-wide one. */
  behaviourFor(key: string | undefined, serverWide: FakeGeminiBehaviour): FakeGeminiBehaviour;
};

export function keyRules(
  validKeys: FakeGeminiValidKeys,
  keyBehaviours: Readonly<Record<string, FakeGeminiBehaviour>> = {},
): KeyRules {
  const listed = new Set(validKeys === 'any' ? [] : validKeys);
  const own = new Map(Object.entries(keyBehaviours));
  return {
    isValid: (key) => own.has(key) || (validKeys === 'any' ? GEMINI_KEY_SHAPE.test(key) : listed.has(key)),
    behaviourFor: (key, serverWide) => (key === undefined ? undefined : own.get(key)) ?? serverWide,
  };
}

/**
 * The keys the stand-alone fake (`main.ts`) knows, for end-to-end runs: each is valid, and its generations
 * behave as its name says. Any other key is refused as invalid.
 */
export const e2eGeminiKeys = {
  /** Generates an exam at once. */
  valid: 'AIzaE2E-valid-key-0000',
  /** Passes the key test at once but answers a generation only after 15 seconds: long enough for a reload and a second submission to land while it runs, even on a busy machine. */
  slow: 'AIzaE2E-slow-key-0000',
  /** Passes the key test; every generation gets the provider's 500 INTERNAL. */
  fail: 'AIzaE2E-fail-key-0000',
  /** Generates an exam at once, whose stated 總分 (1) disagrees with its questions (100 in all). */
  wrongTotal: 'AIzaE2E-wrong-total-key-0000',
} as const;

const E2E_SLOW_KEY_DELAY_MS = 15_000;

export const e2eKeyBehaviours: Readonly<Record<string, FakeGeminiBehaviour>> = {
  [e2eGeminiKeys.valid]: { mode: 'normal' },
  [e2eGeminiKeys.slow]: { mode: 'slow', delayMs: E2E_SLOW_KEY_DELAY_MS, on: ['generate'] },
  [e2eGeminiKeys.fail]: { mode: 'server-error', on: ['generate'] },
  [e2eGeminiKeys.wrongTotal]: { mode: 'flawed-exam', flaw: 'wrong-total' },
};
