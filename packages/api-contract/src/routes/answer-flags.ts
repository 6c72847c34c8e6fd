import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import {
  flagCreatedSchema,
  flaggedAnswerListSchema,
  flaggedAnswerSchema,
  flagInputSchema,
  flagListQuerySchema,
  flagResolutionSchema,
  myFlagListSchema,
} from '../schemas/answer-flag.ts';
import { idParam } from '../schemas/common.ts';

const flags = routeGroup({ tags: ['answer-flags'], params: z.object({ id: idParam }) });

export const flagAnswer = flags.user('post', '/answers/{id}/flags', {
  summary:
    '檢舉解答：答案錯誤、不當內容或疑似 AI 產生，可附簡短說明（每人每則解答每個理由一次，不能檢舉自己的解答）',
  body: { encoding: 'json', schema: flagInputSchema },
  responses: { 201: json(flagCreatedSchema, '已檢舉') },
  errors: ['answer_not_found', 'own_answer_flag', 'duplicate_flag', 'flag_rate_limited'],
});

export const myFlags = flags.user('get', '/users/me/flags', {
  summary: '我的檢舉：新到舊，附處理結果，與尚未看過的結果數',
  responses: { 200: json(myFlagListSchema, '我的檢舉') },
});

export const markMyFlagsSeen = flags.user('post', '/users/me/flags/seen', {
  summary: '將我的檢舉的處理結果記為已看過',
  responses: { 200: json(myFlagListSchema, '記下後的我的檢舉') },
});

export const adminListFlags = flags.admin('get', '/admin/answer-flags', {
  summary: '檢舉：待處理的依解答分組（舊到新），或最近處理過的（新到舊）（管理員）',
  query: flagListQuerySchema,
  responses: { 200: json(flaggedAnswerListSchema, '被檢舉的解答') },
});

export const adminResolveFlags = flags.admin('post', '/admin/answers/{id}/flags/resolve', {
  summary: '處理一則解答的所有待處理檢舉：保留、隱藏答案或刪除答案（管理員）；檢舉者會看到結果',
  body: { encoding: 'json', schema: flagResolutionSchema },
  responses: { 200: json(flaggedAnswerSchema, '處理後的檢舉') },
  errors: ['answer_not_found', 'no_open_flags'],
});
