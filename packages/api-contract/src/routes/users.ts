import { z } from 'zod';
import { defineRoute, json } from '../route.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import { userCreateSchema, userListSchema, userSchema, userUpdateSchema } from '../schemas/user.ts';

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
  summary: '修改使用者（管理員）',
  access: 'admin',
  params: userIdParams,
  body: { encoding: 'json', schema: userUpdateSchema },
  responses: { 200: json(userSchema, '已更新') },
  errors: ['user_not_found', 'duplicate_name', 'duplicate_email', 'cannot_demote_self', 'sso_password'],
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
