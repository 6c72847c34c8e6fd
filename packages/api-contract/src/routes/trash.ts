import { z } from 'zod';
import { defineRoute, json } from '../route.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import { restoredArchiveSchema, trashListSchema } from '../schemas/trash.ts';

const trashParams = z.object({ id: idParam });

export const listTrash = defineRoute({
  method: 'get',
  path: '/archives/admin/trash',
  tags: ['trash'],
  summary: '垃圾桶中的考古題，最近刪除的在前（管理員）',
  access: 'admin',
  responses: { 200: json(trashListSchema, '垃圾桶') },
  errors: [],
});

export const restoreArchive = defineRoute({
  method: 'post',
  path: '/archives/admin/trash/{id}/restore',
  tags: ['trash'],
  summary: '還原考古題；課程也已刪除時一併還原課程，或移到現有的同名課程（管理員）',
  access: 'admin',
  params: trashParams,
  responses: { 200: json(restoredArchiveSchema, '已還原，並說明考古題回到哪一門課程') },
  errors: ['trash_archive_not_found'],
});

export const purgeArchive = defineRoute({
  method: 'delete',
  path: '/archives/admin/trash/{id}',
  tags: ['trash'],
  summary: '永久刪除垃圾桶中的考古題與其檔案（管理員）',
  access: 'admin',
  params: trashParams,
  responses: { 200: json(okSchema, '已永久刪除') },
  errors: ['trash_archive_not_found'],
});
