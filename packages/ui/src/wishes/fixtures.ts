import type { Wish } from '@pastexam/api-contract';

const at = '2026-11-20T08:00:00.000Z';

/** An open wish of 資料結構 waited on by three, the viewer not among them; override what a state needs. */
export function sampleWish(values: Partial<Wish> = {}): Wish {
  return {
    id: 1,
    course_id: 3,
    course_name: '資料結構',
    professor: null,
    academic_year: 113,
    archive_type: 'midterm',
    note: null,
    wisher_count: 3,
    joined: false,
    state: 'open',
    created_at: at,
    fulfilled_archive_id: null,
    fulfilled_at: null,
    close_reason: null,
    closed_at: null,
    ...values,
  };
}

/** Three open wishes, the most waited-for first; the viewer joined the second. */
export const sampleWishes: readonly Wish[] = [
  sampleWish(),
  sampleWish({
    id: 2,
    professor: '陳教授',
    academic_year: 112,
    archive_type: 'final',
    wisher_count: 2,
    joined: true,
    note: '有詳解更好',
  }),
  sampleWish({ id: 3, academic_year: null, archive_type: null, wisher_count: 1 }),
];

/** The reader's wishes: one waiting, one fulfilled by archive 31, one an admin closed with a reason. */
export const sampleMyWishes: readonly Wish[] = [
  sampleWish({ id: 4, joined: true, wisher_count: 2 }),
  sampleWish({
    id: 5,
    joined: true,
    state: 'fulfilled',
    archive_type: 'final',
    fulfilled_archive_id: 31,
    fulfilled_at: at,
  }),
  sampleWish({
    id: 6,
    joined: true,
    state: 'closed',
    academic_year: 99,
    close_reason: '那一年沒有開課',
    closed_at: at,
  }),
];
