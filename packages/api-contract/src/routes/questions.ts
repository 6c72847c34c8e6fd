import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { idParam } from '../schemas/common.ts';
import { questionListSchema } from '../schemas/question.ts';

const questions = routeGroup({ tags: ['questions'], params: z.object({ aid: idParam }) });

export const listQuestions = questions.user('get', '/archives/{aid}/questions', {
  summary: '考古題的題目：依順序，每題從哪一頁的哪個高度開始，以及是系統找到的建議還是已確認',
  responses: { 200: json(questionListSchema, '題目，依順序') },
  errors: ['archive_not_found'],
});
