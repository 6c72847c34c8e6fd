import { z } from 'zod';
import { defineRoute, json } from '../route.ts';
import { tokenResponseSchema } from '../schemas/auth.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import {
  passwordChangeSchema,
  userCreateSchema,
  userListSchema,
  userSchema,
  userUpdateSchema,
} from '../schemas/user.ts';

const userIdParams = z.object({ id: idParam });

export const me = defineRoute({
  method: 'get',
  path: '/users/me',
  tags: ['users'],
  summary: '目前登入的使用者',
  access: 'user',
  responses: { 200: json(userSchema, '目前的使用者') },
  errors: [],
});

export const changeOwnPassword = defineRoute({
  method: 'put',
  path: '/users/me/password',
  tags: ['users'],
  summary: '變更自己的密碼（本機帳號）：其他裝置的登入全部結束，這一個換發新的權杖',
  access: 'user',
  body: { encoding: 'json', schema: passwordChangeSchema },
  responses: { 200: json(tokenResponseSchema, '已變更；新的權杖取代目前的權杖') },
  errors: ['wrong_password', 'sso_password', 'too_many_attempts'],
});

export const listUsers = defineRoute({
  method: 'get',
  path: '/users/admin/users',
  tags: ['users'],
  summary: '所有使用者（管理員）',
  access: 'admin',
  responses: { 200: json(userListSchema, '使用者列表') },
  errors: [],
});

export const createUser = defineRoute({
  method: 'post',
  path: '/users/admin/users',
  tags: ['users'],
  summary: '建立本機帳號（管理員）',
  access: 'admin',
  body: { encoding: 'json', schema: userCreateSchema },
  responses: { 201: json(userSchema, '已建立') },
  errors: ['duplicate_name', 'duplicate_email'],
});

export const updateUser = defineRoute({
  method: 'put',
  path: '/users/admin/users/{id}',
  tags: ['users'],
  summary: '修改使用者（管理員）；自己的管理員權限不能取消，自己的密碼請用 PUT /users/me/password 變更',
  access: 'admin',
  params: userIdParams,
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

export const deleteUser = defineRoute({
  method: 'delete',
  path: '/users/admin/users/{id}',
  tags: ['users'],
  summary: '刪除使用者（管理員）',
  access: 'admin',
  params: userIdParams,
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['user_not_found', 'cannot_delete_self'],
});

export const logoutAllOfUser = defineRoute({
  method: 'post',
  path: '/users/admin/users/{id}/logout-all',
  tags: ['users'],
  summary: '登出此使用者的所有裝置（管理員）',
  access: 'admin',
  params: userIdParams,
  responses: { 200: json(okSchema, '此使用者的所有登入皆已結束') },
  errors: ['user_not_found'],
});
