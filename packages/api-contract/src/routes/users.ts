import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { tokenResponseSchema } from '../schemas/auth.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import {
  localeUpdateSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  userCreateSchema,
  userListSchema,
  userSchema,
  userUpdateSchema,
} from '../schemas/user.ts';

const users = routeGroup({ tags: ['users'], params: z.object({ id: idParam }) });

export const me = users.user('get', '/users/me', {
  summary: '目前登入的使用者',
  responses: { 200: json(userSchema, '目前的使用者') },
});

export const updateMe = users.user('patch', '/users/me', {
  summary:
    '設定或清除自己的暱稱（不分大小寫與全半形，不可與他人的暱稱或帳號名稱相同，也不可是代表站方的名稱）',
  body: { encoding: 'json', schema: profileUpdateSchema },
  responses: { 200: json(userSchema, '已儲存；回傳更新後的使用者') },
  errors: ['duplicate_nickname'],
});

export const updateMyLocale = users.user('put', '/users/me/locale', {
  summary: '設定自己的介面語言（zh-TW 或 en），之後在任何裝置登入都以此語言顯示',
  body: { encoding: 'json', schema: localeUpdateSchema },
  responses: { 200: json(userSchema, '已儲存；回傳更新後的使用者') },
});

export const changeOwnPassword = users.user('put', '/users/me/password', {
  summary: '變更自己的密碼（本機帳號）：其他裝置的登入全部結束，這一個換發新的權杖',
  body: { encoding: 'json', schema: passwordChangeSchema },
  responses: { 200: json(tokenResponseSchema, '已變更；新的權杖取代目前的權杖') },
  errors: ['wrong_password', 'sso_password', 'too_many_attempts'],
});

export const listUsers = users.admin('get', '/users/admin/users', {
  summary: '所有使用者（管理員）',
  responses: { 200: json(userListSchema, '使用者列表') },
});

export const createUser = users.admin('post', '/users/admin/users', {
  summary: '建立本機帳號（管理員）',
  body: { encoding: 'json', schema: userCreateSchema },
  responses: { 201: json(userSchema, '已建立') },
  errors: ['duplicate_name', 'duplicate_email'],
});

export const updateUser = users.admin('put', '/users/admin/users/{id}', {
  summary: '修改使用者（管理員）；自己的管理員權限不能取消，自己的密碼請用 PUT /users/me/password 變更',
  body: { encoding: 'json', schema: userUpdateSchema },
  responses: { 200: json(userSchema, '已更新') },
  errors: [
    'user_not_found',
    'duplicate_name',
    'duplicate_email',
    'cannot_demote_self',
    'cannot_reset_own_password',
    'sso_password',
  ],
});

export const deleteUser = users.admin('delete', '/users/admin/users/{id}', {
  summary: '刪除使用者（管理員）',
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['user_not_found', 'cannot_delete_self'],
});

export const logoutAllOfUser = users.admin('post', '/users/admin/users/{id}/logout-all', {
  summary: '登出此使用者的所有裝置（管理員）',
  responses: { 200: json(okSchema, '此使用者的所有登入皆已結束') },
  errors: ['user_not_found'],
});
