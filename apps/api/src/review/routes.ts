import { routes } from '@pastexam/api-contract';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import {
  addBookmarksToReview,
  gradeCard,
  listMyReviewCourses,
  listMyReviewDeck,
  reviewQueue,
  setMockQuestionReview,
  setReviewExamDate,
  setReviewMembership,
} from './service.ts';

/** A reader's own review deck (複習): never shown to anyone else, each card graded only by its owner. */
export function registerReviewRoutes(api: ApiRouter) {
  const { review } = routes;
  register(api, review.setReviewMembership, async ({ input, c, user }) => {
    const done = await setReviewMembership(c.var.db, user.id, input.params.qid, input.body.in_review);
    return done instanceof Refusal ? done : { status: 200, body: OK };
  });
  register(api, review.setMockExamQuestionReview, async ({ input, c, user }) => {
    const { id, key } = input.params;
    const done = await setMockQuestionReview(c.var.db, user.id, id, key, input.body.in_review);
    return done instanceof Refusal ? done : { status: 200, body: OK };
  });
  register(api, review.listMyReviewDeck, async ({ c, user }) => ({
    status: 200,
    body: await listMyReviewDeck(c.var.db, user.id),
  }));
  register(api, review.addBookmarksToReview, async ({ c, user }) => ({
    status: 200,
    body: { added: await addBookmarksToReview(c.var.db, user.id) },
  }));
  register(api, review.getReviewQueue, async ({ input, c, user }) => {
    const queue = await reviewQueue(c.var.db, user, input.query.day);
    return queue instanceof Refusal ? queue : { status: 200, body: queue };
  });
  register(api, review.gradeReviewCard, async ({ input, c, user }) => {
    const graded = await gradeCard(c.var.db, user.id, input.params.cid, input.body.grade);
    return graded instanceof Refusal ? graded : { status: 200, body: graded };
  });
  register(api, review.listMyReviewCourses, async ({ c, user }) => ({
    status: 200,
    body: { courses: await listMyReviewCourses(c.var.db, user.id) },
  }));
  register(api, review.setReviewExamDate, async ({ input, c, user }) => {
    const done = await setReviewExamDate(c.var.db, user.id, input.params.cid, input.body.exam_date);
    return done instanceof Refusal ? done : { status: 200, body: OK };
  });
}
