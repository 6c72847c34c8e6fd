import { createRoute, z } from '@hono/zod-openapi';
import { idParam, okSchema } from '../schemas/common.ts';
import { userCreateSchema, userListSchema, userSchema, userUpdateSchema } from '../schemas/user.ts';
import { bearer, errors, json, jsonBody } from './helpers.ts';

export const me = createRoute({
  method: 'get',
  path: '/users/me',
  tags: ['users'],
  summary: '目前登入的使用者',
  security: bearer,
  responses: { 200: json(userSchema, '目前的使用者'), ...errors(401) },
});

const userIdParams = z.object({ id: idParam });

export const listUsers = createRoute({
  method: 'get',
  path: '/users/admin/users',
  tags: ['users'],
  summary: '所有使用者（管理員）',
  security: bearer,
  responses: { 200: json(userListSchema, '使用者列表'), ...errors(401, 403) },
});

export const createUser = createRoute({
  method: 'post',
  path: '/users/admin/users',
  tags: ['users'],
  summary: '建立本機帳號（管理員）',
  security: bearer,
  request: { body: jsonBody(userCreateSchema) },
  responses: { 201: json(userSchema, '已建立'), ...errors(400, 401, 403, 409) },
});

export const updateUser = createRoute({
  method: 'put',
  path: '/users/admin/users/{id}',
  tags: ['users'],
  summary: '修改使用者（管理員）',
  security: bearer,
  request: { params: userIdParams, body: jsonBody(userUpdateSchema) },
  responses: { 200: json(userSchema, '已更新'), ...errors(400, 401, 403, 404, 409) },
});

export const deleteUser = createRoute({
  method: 'delete',
  path: '/users/admin/users/{id}',
  tags: ['users'],
  summary: '刪除使用者（管理員）',
  security: bearer,
  request: { params: userIdParams },
  responses: { 200: json(okSchema, '已刪除'), ...errors(400, 401, 403, 404) },
});
