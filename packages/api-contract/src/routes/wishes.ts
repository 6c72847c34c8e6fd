import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { idParam } from '../schemas/common.ts';
import {
  wishCloseSchema,
  wishInputSchema,
  wishJoinSchema,
  wishListSchema,
  wishMatchQuerySchema,
  wishMatchSchema,
  wishSchema,
} from '../schemas/wish.ts';

const wishes = routeGroup({ tags: ['wishes'], params: z.object({ id: idParam }) });

// Like a follow, joining a wish is the caller's own mark, set with PUT to a state; only an admin's close is a
// change the audit log holds.

export const listCourseWishes = wishes.user('get', '/courses/{id}/wishes', {
  summary: '課程的許願池：尚未實現的願望，等待人數多的在前',
  responses: { 200: json(wishListSchema, '尚未實現的願望') },
  errors: ['course_not_found'],
});

export const makeWish = wishes.user('post', '/courses/{id}/wishes', {
  summary: '許願想要的考古題（可指定教授、學年度、考試類型與備註）；已有相同的願望時改為同求',
  body: { encoding: 'json', schema: wishInputSchema },
  responses: { 200: json(wishSchema, '許下或同求的願望') },
  errors: ['course_not_found', 'wish_limit_reached'],
});

export const findWishMatches = wishes.user('post', '/courses/{id}/wishes/matches', {
  summary: '上傳前檢查：這份考古題會實現幾個願望、幾人在等',
  body: { encoding: 'json', schema: wishMatchQuerySchema },
  responses: { 200: json(wishMatchSchema, '會實現的願望') },
  errors: ['course_not_found'],
});

export const setWishJoined = wishes.user('put', '/wishes/{id}/join', {
  summary: '同求或取消同求一個尚未實現的願望（已是該狀態時不變；最後一人取消時願望移除）',
  body: { encoding: 'json', schema: wishJoinSchema },
  responses: { 200: json(wishSchema, '更新後的願望') },
  errors: ['wish_not_found', 'wish_limit_reached'],
});

export const listMyWishes = wishes.user('get', '/users/me/wishes', {
  summary: '我的願望：等待中、已實現與已關閉（附原因），新到舊',
  responses: { 200: json(wishListSchema, '我的願望') },
});

export const adminListWishes = wishes.admin('get', '/admin/wishes', {
  summary: '最多人許願的考古題：尚未實現的願望，等待人數多的在前（管理員）',
  responses: { 200: json(wishListSchema, '尚未實現的願望') },
});

export const adminCloseWish = wishes.admin('post', '/admin/wishes/{id}/close', {
  summary: '關閉願望並說明原因，許願者會在我的願望看到（管理員）',
  body: { encoding: 'json', schema: wishCloseSchema },
  responses: { 200: json(wishSchema, '關閉後的願望') },
  errors: ['wish_not_found'],
});
