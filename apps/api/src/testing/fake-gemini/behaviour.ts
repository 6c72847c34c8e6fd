import type { ExamFlaw } from './structured-exam.ts';

/** The groups of endpoints a failure mode can hit. */
export type FakeGeminiEndpoint = 'model' | 'generate' | 'upload' | 'file';

type Scoped = {
  /** Which endpoints misbehave. Default: `['model', 'generate']`, so uploads and file deletion keep working. */
  on?: readonly FakeGeminiEndpoint[];
};

export type FakeGeminiBehaviour =
  | { mode: 'normal' }
  /** 429 RESOURCE_EXHAUSTED. */
  | ({ mode: 'quota-exceeded' } & Scoped)
  /** 500 INTERNAL. */
  | ({ mode: 'server-error' } & Scoped)
  /** 503 UNAVAILABLE ("The model is overloaded"). */
  | ({ mode: 'overloaded' } & Scoped)
  /** Answers normally after `delayMs`, or never if the client hangs up first. */
  | ({ mode: 'slow'; delayMs: number } & Scoped)
  /** generateContent answers 200 with no candidates and `promptFeedback.blockReason`. */
  | { mode: 'blocked' }
  /**
   * A structured (JSON) generateContent answers 200 with a spoiled exam: text that is not JSON, JSON that breaks
   * the schema, a source naming an archive that was not attached, or a 總分 its questions do not add up to. The
   * first `answers` (default: every one).
   */
  | { mode: 'flawed-exam'; flaw: ExamFlaw; answers?: number };
