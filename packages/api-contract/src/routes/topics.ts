import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import { fingerprintQuerySchema, fingerprintSchema } from '../schemas/fingerprint.ts';
import {
  questionTopicListSchema,
  questionTopicProposalSchema,
  topicEditSchema,
  topicExportSchema,
  topicFileSchema,
  topicImportResultSchema,
  topicInputSchema,
  topicPageSchema,
  topicSchema,
  topicTreeSchema,
} from '../schemas/topic.ts';

const tree = routeGroup({ tags: ['topics'] });
const topic = routeGroup({ tags: ['topics'], params: z.object({ tid: idParam }) });
const tagging = routeGroup({
  tags: ['topics'],
  params: z.object({ aid: idParam, qid: idParam, tid: idParam }),
});
const course = routeGroup({ tags: ['topics'], params: z.object({ id: idParam }) });
const tags = routeGroup({ tags: ['topics'], params: z.object({ aid: idParam, qid: idParam }) });

// The tree is the department's: any signed-in user reads it; admins and experts of any course edit it, which
// the server checks (`topic_editor_only`), since being an expert is a fact of the database, not of the session.

export const listTopics = tree.user('get', '/topics', {
  summary: '主題樹：第一層的領域與其下的主題，各附已確認的題數；以及目前使用者可否編輯',
  responses: { 200: json(topicTreeSchema, '主題樹') },
});

export const createTopic = tree.user('post', '/topics', {
  summary: '新增領域或其下的主題（管理員或課程專家；最多兩層）',
  body: { encoding: 'json', schema: topicInputSchema },
  responses: { 201: json(topicSchema, '新增的主題') },
  errors: ['topic_editor_only', 'topic_not_found', 'topic_too_deep', 'duplicate_topic'],
});

export const updateTopic = topic.user('patch', '/topics/{tid}', {
  summary: '修改主題的名稱或關鍵字（管理員或課程專家）',
  body: { encoding: 'json', schema: topicEditSchema },
  responses: { 200: json(topicSchema, '修改後的主題') },
  errors: ['topic_editor_only', 'topic_not_found', 'duplicate_topic'],
});

export const deleteTopic = topic.user('delete', '/topics/{tid}', {
  summary: '刪除主題（管理員或課程專家）；領域連同其下的主題，題目上的這些主題一併移除',
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['topic_editor_only', 'topic_not_found'],
});

export const exportTopics = tree.admin('get', '/topics/export', {
  summary: '匯出主題樹為 JSON（管理員）',
  responses: { 200: json(topicExportSchema, '主題樹檔案') },
});

export const importTopics = tree.admin('post', '/topics/import', {
  summary: '從 JSON 匯入主題樹（管理員）：新增沒有的領域與主題，更新同名者的英文名稱與關鍵字，不刪除任何主題',
  body: { encoding: 'json', schema: topicFileSchema },
  responses: { 200: json(topicImportResultSchema, '新增與更新的數目') },
  errors: ['duplicate_topic'],
});

export const topicQuestions = topic.user('get', '/topics/{tid}/questions', {
  summary: '主題頁：帶有此主題（領域則含其下主題）的題目，跨課程、考古題與學年度，附解答數與解答涵蓋率',
  responses: { 200: json(topicPageSchema, '主題與其題目，新的學年度在前') },
  errors: ['topic_not_found'],
});

export const courseFingerprint = course.user('get', '/courses/{id}/fingerprint', {
  summary: '出題分析：課程（或一位教授）各主題每學年度的題數（已確認的主題）與多年未考',
  query: fingerprintQuerySchema,
  responses: { 200: json(fingerprintSchema, '主題 × 學年度的題數') },
  errors: ['course_not_found', 'professor_not_in_course'],
});

export const listQuestionTopics = tags.user('get', '/archives/{aid}/questions/{qid}/topics', {
  summary: '題目的主題：已確認、已提議，以及依關鍵字規則從題目文字找到的建議；目前使用者可否確認',
  responses: { 200: json(questionTopicListSchema, '題目的主題') },
  errors: ['archive_not_found', 'question_not_found'],
});

export const proposeQuestionTopic = tagging.user('put', '/archives/{aid}/questions/{qid}/topics/{tid}', {
  summary: '為題目提議主題（任何已登入的使用者；已確認時不變）',
  body: { encoding: 'json', schema: questionTopicProposalSchema },
  responses: { 200: json(questionTopicListSchema, '題目的主題') },
  errors: ['archive_not_found', 'question_not_found', 'topic_not_found'],
});

export const confirmQuestionTopic = tagging.user(
  'post',
  '/archives/{aid}/questions/{qid}/topics/{tid}/confirm',
  {
    summary: '確認題目的主題（此課程的專家或管理員）；尚未提議的也可直接確認',
    responses: { 200: json(questionTopicListSchema, '題目的主題') },
    errors: ['archive_not_found', 'question_not_found', 'topic_not_found', 'not_topic_decider'],
  },
);

export const rejectQuestionTopic = tagging.user(
  'post',
  '/archives/{aid}/questions/{qid}/topics/{tid}/reject',
  {
    summary: '駁回題目的主題（此課程的專家或管理員）；關鍵字規則不再建議它',
    responses: { 200: json(questionTopicListSchema, '題目的主題') },
    errors: ['archive_not_found', 'question_not_found', 'topic_not_found', 'not_topic_decider'],
  },
);

export const suggestQuestionTopicsByAi = tags.user(
  'post',
  '/archives/{aid}/questions/{qid}/topics/ai-suggestions',
  {
    summary:
      'AI 推薦：以目前使用者的 Gemini API Key，依題目文字從主題樹挑選主題，記為 AI 推薦的提議（已確認或已駁回的不變）',
    responses: { 200: json(questionTopicListSchema, '題目的主題') },
    errors: [
      'archive_not_found',
      'question_not_found',
      'topic_question_no_text',
      'topic_ai_rate_limited',
      'no_api_key',
      'invalid_api_key',
      'gemini_quota_exceeded',
      'gemini_timeout',
      'provider_unavailable',
      'gemini_failed',
    ],
  },
);
