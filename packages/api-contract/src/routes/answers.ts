import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { answerCommentSchema, answerSchema } from '../schemas/answer.ts';
import {
  answerCommentInputSchema,
  answerCommentListSchema,
  answerInputSchema,
  answerVersionListSchema,
  archiveAnswersSchema,
  courseExpertInputSchema,
  courseExpertListSchema,
  courseExpertSchema,
  voteInputSchema,
} from '../schemas/answer-io.ts';
import { idParam, okSchema } from '../schemas/common.ts';

const archive = routeGroup({ tags: ['answers'], params: z.object({ aid: idParam }) });
const question = routeGroup({ tags: ['answers'], params: z.object({ aid: idParam, qid: idParam }) });
const answer = routeGroup({ tags: ['answers'], params: z.object({ id: idParam }) });
const comment = routeGroup({ tags: ['answers'], params: z.object({ id: idParam, cid: idParam }) });
const course = routeGroup({ tags: ['answers'], params: z.object({ cid: idParam }) });
const expert = routeGroup({ tags: ['answers'], params: z.object({ cid: idParam, uid: idParam }) });

export const listArchiveAnswers = archive.user('get', '/archives/{aid}/answers', {
  summary:
    '考古題每一題的解答，依題目順序；每題的解答依官方解答、分數（專家背書優先於投票）、新舊排序。被隱藏的解答只給作者與管理員',
  responses: { 200: json(archiveAnswersSchema, '每一題的解答') },
  errors: ['archive_not_found'],
});

export const postAnswer = question.user('post', '/archives/{aid}/questions/{qid}/answers', {
  summary: '為題目寫解答（Markdown，可含 KaTeX 數學與程式碼，最多 20,000 字）；系統建議的題目因此確認',
  body: { encoding: 'json', schema: answerInputSchema },
  responses: { 201: json(answerSchema, '已發表的解答') },
  errors: ['archive_not_found', 'question_not_found', 'answer_rate_limited'],
});

export const editAnswer = answer.user('patch', '/answers/{id}', {
  summary: '修改自己的解答（只有作者）：舊內容保留為較早的版本；AI 試答經請求者修改後成為參考 AI 草稿的解答',
  body: { encoding: 'json', schema: answerInputSchema },
  responses: { 200: json(answerSchema, '修改後的解答') },
  errors: ['answer_not_found', 'not_answer_author'],
});

export const deleteAnswer = answer.ownerOrAdmin('delete', '/answers/{id}', {
  summary: '刪除解答（作者或管理員），連同其投票、背書與留言',
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['answer_not_found', 'not_answer_deleter'],
});

export const listAnswerVersions = answer.user('get', '/answers/{id}/versions', {
  summary: '解答較早的版本，最新的在前（目前的內容即解答本身）',
  responses: { 200: json(answerVersionListSchema, '較早的版本') },
  errors: ['answer_not_found'],
});

export const voteAnswer = answer.user('put', '/answers/{id}/vote', {
  summary: '對解答投票：1 為推、-1 為不推、0 為收回；每人每則一票，可更改，不能投自己的解答',
  body: { encoding: 'json', schema: voteInputSchema },
  responses: { 200: json(answerSchema, '投票後的解答') },
  errors: ['answer_not_found', 'own_answer_vote', 'vote_rate_limited'],
});

export const endorseAnswer = answer.user('put', '/answers/{id}/endorsement', {
  summary: '以此課程專家的身分背書解答（不能背書自己的解答）',
  responses: { 200: json(answerSchema, '背書後的解答') },
  errors: ['answer_not_found', 'not_course_expert'],
});

export const unendorseAnswer = answer.user('delete', '/answers/{id}/endorsement', {
  summary: '收回自己對解答的專家背書',
  responses: { 200: json(answerSchema, '收回背書後的解答') },
  errors: ['answer_not_found', 'not_course_expert'],
});

export const markAnswerOfficial = answer.user('put', '/answers/{id}/official', {
  summary: '標示為官方解答（管理員或此課程的專家）；AI 試答不能標示',
  responses: { 200: json(answerSchema, '已標示的解答') },
  errors: ['answer_not_found', 'not_official_marker', 'ai_draft_not_official'],
});

export const unmarkAnswerOfficial = answer.user('delete', '/answers/{id}/official', {
  summary: '取消官方解答的標示（管理員或此課程的專家）',
  responses: { 200: json(answerSchema, '已取消標示的解答') },
  errors: ['answer_not_found', 'not_official_marker'],
});

export const listAnswerComments = answer.user('get', '/answers/{id}/comments', {
  summary: '解答的留言，最早的在前',
  responses: { 200: json(answerCommentListSchema, '留言') },
  errors: ['answer_not_found'],
});

export const postAnswerComment = answer.user('post', '/answers/{id}/comments', {
  summary: '在解答下留言（純文字，最多 1,000 字）',
  body: { encoding: 'json', schema: answerCommentInputSchema },
  responses: { 201: json(answerCommentSchema, '已留言') },
  errors: ['answer_not_found', 'answer_comment_rate_limited'],
});

export const deleteAnswerComment = comment.ownerOrAdmin('delete', '/answers/{id}/comments/{cid}', {
  summary: '刪除解答下的留言（留言者或管理員）',
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['answer_not_found', 'answer_comment_not_found', 'not_answer_comment_author'],
});

export const listCourseExperts = course.admin('get', '/courses/{cid}/experts', {
  summary: '課程的專家（助教），依名稱排序（管理員）',
  responses: { 200: json(courseExpertListSchema, '專家') },
  errors: ['course_not_found'],
});

export const addCourseExpert = course.admin('post', '/courses/{cid}/experts', {
  summary: '指定使用者為課程的專家（管理員）：可背書此課程的解答並標示官方解答',
  body: { encoding: 'json', schema: courseExpertInputSchema },
  responses: { 201: json(courseExpertSchema, '已指定的專家') },
  errors: ['course_not_found', 'user_not_found', 'duplicate_expert'],
});

export const removeCourseExpert = expert.admin('delete', '/courses/{cid}/experts/{uid}', {
  summary: '取消使用者在課程的專家身分（管理員）；其背書隨之移除',
  responses: { 200: json(okSchema, '已取消') },
  errors: ['course_not_found', 'expert_not_found'],
});
