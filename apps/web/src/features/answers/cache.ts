import {
  type Actor,
  type Answer,
  type AnswerCommentGone,
  type AnswerGone,
  type ArchiveAnswers,
  answerPermissions,
  compareAnswers,
  type LiveAnswer,
  type VoteValue,
} from '@pastexam/api-contract';

/** Each question's answers with `change` applied to the list of the question `questionId`. */
function withQuestion(
  data: ArchiveAnswers,
  questionId: number,
  change: (answers: Answer[]) => Answer[],
): ArchiveAnswers {
  const known = data.questions.some((question) => question.question_id === questionId);
  const questions = known
    ? data.questions.map((question) =>
        question.question_id === questionId ? { ...question, answers: change(question.answers) } : question,
      )
    : [...data.questions, { question_id: questionId, answers: change([]) }];
  return { ...data, questions };
}

/** An answer as the server answered the reader, put in its question's list in the one order. */
export function mergeAnswer(data: ArchiveAnswers | undefined, answer: Answer): ArchiveAnswers | undefined {
  if (!data) return data;
  return withQuestion(data, answer.question_id, (answers) =>
    [...answers.filter((other) => other.id !== answer.id), answer].sort(compareAnswers),
  );
}

/**
 * An answer as the stream carries it to everyone: the reader's own vote is kept (a new answer has none) and what
 * they may do with it worked out as the server does.
 */
export function mergeLiveAnswer(
  data: ArchiveAnswers | undefined,
  live: LiveAnswer,
  actor: Actor,
): ArchiveAnswers | undefined {
  if (!data) return data;
  const before = data.questions
    .find((question) => question.question_id === live.question_id)
    ?.answers.find((answer) => answer.id === live.id);
  const answer: Answer = {
    ...live,
    my_vote: before?.my_vote ?? 0,
    can: answerPermissions(actor, live, data.is_expert),
  };
  return mergeAnswer(data, answer);
}

/** The answer gone from its question's list. */
export function removeAnswer(data: ArchiveAnswers | undefined, gone: AnswerGone): ArchiveAnswers | undefined {
  if (!data) return data;
  return withQuestion(data, gone.question_id, (answers) => answers.filter((answer) => answer.id !== gone.id));
}

/** The answer of id `answerId` changed by `change`, wherever it is. */
export function updateAnswer(
  data: ArchiveAnswers | undefined,
  answerId: number,
  change: (answer: Answer) => Answer,
): ArchiveAnswers | undefined {
  if (!data) return data;
  return {
    ...data,
    questions: data.questions.map((question) =>
      question.answers.some((answer) => answer.id === answerId)
        ? {
            ...question,
            answers: question.answers
              .map((answer) => (answer.id === answerId ? change(answer) : answer))
              .sort(compareAnswers),
          }
        : question,
    ),
  };
}

/** The answer as the reader's new vote leaves it, before the server says so. */
export function withVote(answer: Answer, vote: VoteValue): Answer {
  const up = (answer.my_vote === 1 ? -1 : 0) + (vote === 1 ? 1 : 0);
  const down = (answer.my_vote === -1 ? -1 : 0) + (vote === -1 ? 1 : 0);
  return { ...answer, my_vote: vote, upvotes: answer.upvotes + up, downvotes: answer.downvotes + down };
}

/** A comment added to or taken from an answer: its count follows. */
export const withCommentCount =
  (delta: number) =>
  (answer: Answer): Answer => ({
    ...answer,
    comment_count: Math.max(0, answer.comment_count + delta),
  });

export type { AnswerCommentGone };
