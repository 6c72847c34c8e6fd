import type { ReviewGrade } from '@pastexam/api-contract';
import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from 'ts-fsrs';
import { taipeiDay, taipeiMidnight } from '../activity/term.ts';

/**
 * One scheduler for every deck: FSRS-6 with ts-fsrs's default weights and 90 % desired retention. Its short-term
 * steps (1 and 10 minutes) are off: the queue is a day's, so 忘記 brings a card back tomorrow, not within the
 * session. No fuzz, so a grade's next date is the same for everyone and testable.
 */
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

const ratings: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** A card's memory as the deck keeps it: ts-fsrs's `Card` with its state as a number. */
export type Memory = {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
};

const states: readonly State[] = [State.New, State.Learning, State.Review, State.Relearning];

function toCard(memory: Memory): Card {
  return {
    due: memory.due,
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: memory.elapsedDays,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: states[memory.state] ?? State.New,
    last_review: memory.lastReview ?? undefined,
  };
}

function fromCard(card: Card): Memory {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** A new card's memory: due at once. */
export const newMemory = (now: Date): Memory => fromCard(createEmptyCard(now));

/**
 * The exam-date rule (考試日期): a card whose next date FSRS puts after the start of its course's exam day (Taipei)
 * is due at that start instead, so every card of the course comes round once more on the day of the exam at the
 * latest. A date already begun caps nothing: on the exam day and after, FSRS alone decides.
 */
export function capToExam(due: Date, examDate: string | null, now: Date): { due: Date; capped: boolean } {
  if (examDate === null) return { due, capped: false };
  const examStart = taipeiMidnight(examDate);
  if (examStart.getTime() <= now.getTime() || due.getTime() <= examStart.getTime())
    return { due, capped: false };
  return { due: examStart, capped: true };
}

/** The memory after the user's self-grade at `now`, its due date capped by the course's exam date. */
export function gradeMemory(
  memory: Memory,
  grade: ReviewGrade,
  now: Date,
  examDate: string | null,
): { memory: Memory; capped: boolean } {
  const next = fromCard(scheduler.next(toCard(memory), now, ratings[grade]).card);
  const { due, capped } = capToExam(next.due, examDate, now);
  return { memory: { ...next, due }, capped };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment after Taipei's day `day` (YYYY-MM-DD): a card due before it is in that day's queue. */
export const endOfTaipeiDay = (day: string): Date => new Date(taipeiMidnight(day).getTime() + DAY_MS);

/** Whether `day` is within `slack` days of the Taipei day `now` falls on. */
export function nearToday(day: string, now: Date, slack: number): boolean {
  const today = taipeiMidnight(taipeiDay(now)).getTime();
  return Math.abs(taipeiMidnight(day).getTime() - today) <= slack * DAY_MS;
}
