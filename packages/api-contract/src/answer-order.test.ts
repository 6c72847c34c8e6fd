import { describe, expect, it } from 'vitest';
import { compareAnswers, ENDORSEMENT_WEIGHT, type OrderableAnswer } from './answer-order.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
const person = { id: 9, name: '助教', is_admin: false };

function answer(id: number, values: Partial<OrderableAnswer> = {}): OrderableAnswer {
  return {
    id,
    kind: 'human',
    official: null,
    upvotes: 0,
    downvotes: 0,
    endorsed_by: [],
    created_at: at(id),
    ...values,
  };
}

const order = (answers: OrderableAnswer[]) => [...answers].sort(compareAnswers).map((one) => one.id);

describe('the order of a question’s answers', () => {
  it('official first, then endorsements above any realistic vote count, then votes, then newest', () => {
    const official = answer(1, { official: { by: person, at: at(50) } });
    const endorsed = answer(2, { endorsed_by: [person] });
    const popular = answer(3, { upvotes: ENDORSEMENT_WEIGHT - 1 });
    const older = answer(4, { upvotes: 2 });
    const newer = answer(5, { upvotes: 3, downvotes: 1 });
    const disliked = answer(6, { downvotes: 1 });
    expect(order([disliked, newer, older, popular, endorsed, official])).toEqual([1, 2, 3, 5, 4, 6]);
  });

  it('an AI draft sits below every person’s answer, a disliked one too, until people vote it above zero', () => {
    const draft = answer(10, { kind: 'ai_draft', upvotes: 1, downvotes: 1 });
    const disliked = answer(1, { downvotes: 5 });
    expect(order([draft, disliked])).toEqual([1, 10]);
    const liked = { ...draft, upvotes: 2 };
    expect(order([disliked, liked, answer(2, { upvotes: 1 })])).toEqual([10, 2, 1]);
    // An answer based on a draft is a person's own.
    expect(order([answer(3, { kind: 'ai_based' }), disliked])).toEqual([3, 1]);
  });

  it('two answers of the same second keep one order: the newer id first', () => {
    const same = at(7);
    expect(order([answer(1, { created_at: same }), answer(2, { created_at: same })])).toEqual([2, 1]);
  });
});
