import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import { followInputSchema, followListSchema } from '../schemas/follow.ts';

const follows = routeGroup({ tags: ['follows'], params: z.object({ id: idParam }) });

// Like a bookmark, a follow is the reader's own mark, set with PUT to a state: no one else sees it, and the audit
// log has no business holding it.

export const setCourseFollow = follows.user('put', '/courses/{id}/follow', {
  summary: '追蹤或取消追蹤課程（已是該狀態時不變）：追蹤的課程釘選在課程列表最上方與總覽',
  body: { encoding: 'json', schema: followInputSchema },
  responses: { 200: json(okSchema, '已更新追蹤') },
  errors: ['course_not_found'],
});

export const listMyFollows = follows.user('get', '/users/me/follows', {
  summary: '目前使用者追蹤的課程編號',
  responses: { 200: json(followListSchema, '追蹤的課程編號') },
});
