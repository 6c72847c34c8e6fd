import { z } from 'zod';
import { binary, json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import {
  worksheetAddSchema,
  worksheetAddTopicSchema,
  worksheetCreateSchema,
  worksheetIdParam,
  worksheetListSchema,
  worksheetPdfQuerySchema,
  worksheetSchema,
  worksheetTopicAddedSchema,
  worksheetUpdateSchema,
} from '../schemas/worksheet.ts';

const worksheets = routeGroup({ tags: ['worksheets'], params: z.object({ wid: worksheetIdParam }) });

// A worksheet is read by any signed-in user who has its link and changed by its owner only; the server checks
// the owner on every write.

export const listMyWorksheets = worksheets.user('get', '/users/me/worksheets', {
  summary: '我的題單：目前使用者的題單，最近修改的在前',
  responses: { 200: json(worksheetListSchema, '題單') },
});

export const createWorksheet = worksheets.user('post', '/worksheets', {
  summary: '建立題單',
  body: { encoding: 'json', schema: worksheetCreateSchema },
  responses: { 201: json(worksheetSchema, '已建立') },
  errors: ['question_not_found'],
});

export const getWorksheet = worksheets.user('get', '/worksheets/{wid}', {
  summary: '題單（任何登入的使用者可憑連結閱讀）',
  responses: { 200: json(worksheetSchema, '題單') },
  errors: ['worksheet_not_found'],
});

export const updateWorksheet = worksheets.user('put', '/worksheets/{wid}', {
  summary: '修改題單的名稱與題目順序（僅限建立者）',
  body: { encoding: 'json', schema: worksheetUpdateSchema },
  responses: { 200: json(worksheetSchema, '已更新') },
  errors: ['worksheet_not_found', 'not_worksheet_owner', 'question_not_found'],
});

export const addWorksheetQuestion = worksheets.user('post', '/worksheets/{wid}/questions', {
  summary: '加入題單：把題目加到題單最後（僅限建立者）',
  body: { encoding: 'json', schema: worksheetAddSchema },
  responses: { 200: json(worksheetSchema, '已加入') },
  errors: [
    'worksheet_not_found',
    'not_worksheet_owner',
    'question_not_found',
    'worksheet_full',
    'worksheet_question_exists',
  ],
});

export const addWorksheetTopic = worksheets.user('post', '/worksheets/{wid}/topics', {
  summary:
    '依主題加入：把主題（含其下各主題）的題目，依主題頁的順序加到題單最後，已在題單中的略過（僅限建立者）',
  body: { encoding: 'json', schema: worksheetAddTopicSchema },
  responses: { 200: json(worksheetTopicAddedSchema, '已加入') },
  errors: [
    'worksheet_not_found',
    'not_worksheet_owner',
    'topic_not_found',
    'question_not_found',
    'worksheet_topic_empty',
    'worksheet_topic_nothing_new',
    'worksheet_topic_too_many',
  ],
});

export const worksheetPdf = worksheets.user('get', '/worksheets/{wid}/pdf', {
  summary: '匯出題單 PDF：每題從原考古題裁切，附出處，可選擇附上最高票解答',
  query: worksheetPdfQuerySchema,
  responses: { 200: binary('application/pdf', '題單 PDF') },
  errors: ['worksheet_not_found', 'worksheet_empty'],
});
