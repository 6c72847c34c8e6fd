import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import {
  bookmarkInputSchema,
  bookmarkListSchema,
  completionInputSchema,
  completionListSchema,
} from '../schemas/progress.ts';

const bookmarks = routeGroup({ tags: ['progress'], params: z.object({ qid: idParam }) });
const completions = routeGroup({ tags: ['progress'], params: z.object({ aid: idParam }) });

// A reader's own marks are set with PUT, to a state rather than by a DELETE: each is the reader's alone, a
// change no one else sees, which the audit log (it keeps every deletion) has no business holding.

export const setBookmark = bookmarks.user('put', '/questions/{qid}/bookmark', {
  summary: '收藏或取消收藏題目（已是該狀態時不變）',
  body: { encoding: 'json', schema: bookmarkInputSchema },
  responses: { 200: json(okSchema, '已更新收藏') },
  errors: ['question_not_found'],
});

export const listMyBookmarks = bookmarks.user('get', '/users/me/bookmarks', {
  summary: '我的收藏：目前使用者收藏的題目，依課程、考古題與題目順序',
  responses: { 200: json(bookmarkListSchema, '收藏的題目') },
});

export const setCompletion = completions.user('put', '/archives/{aid}/completion', {
  summary: '將考古題標為已完成或取消（已是該狀態時不變）',
  body: { encoding: 'json', schema: completionInputSchema },
  responses: { 200: json(okSchema, '已更新已完成') },
  errors: ['archive_not_found'],
});

export const listMyCompletions = completions.user('get', '/users/me/completions', {
  summary: '目前使用者標為已完成的考古題',
  responses: { 200: json(completionListSchema, '已完成的考古題編號') },
});
