import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import { restoredArchiveSchema, trashListSchema } from '../schemas/trash.ts';

const trash = routeGroup({ tags: ['trash'], params: z.object({ id: idParam }) });

export const listTrash = trash.admin('get', '/archives/admin/trash', {
  summary: '垃圾桶中的考古題，最近刪除的在前（管理員）',
  responses: { 200: json(trashListSchema, '垃圾桶') },
});

export const restoreArchive = trash.admin('post', '/archives/admin/trash/{id}/restore', {
  summary: '還原考古題；課程也已刪除時一併還原課程，或移到現有的同名課程（管理員）',
  responses: { 200: json(restoredArchiveSchema, '已還原，並說明考古題回到哪一門課程') },
  errors: ['trash_archive_not_found'],
});

export const purgeArchive = trash.admin('delete', '/archives/admin/trash/{id}', {
  summary: '永久刪除垃圾桶中的考古題與其檔案（管理員）',
  responses: { 200: json(okSchema, '已永久刪除') },
  errors: ['trash_archive_not_found'],
});
