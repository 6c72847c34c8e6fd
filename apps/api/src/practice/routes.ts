import { routes } from '@pastexam/api-contract';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import {
  endPractice,
  practiceOverview,
  readAttempt,
  setPracticeMark,
  setPracticeNote,
  startPractice,
} from './service.ts';

/** 模擬考: a user's timed practices on an archive, each theirs alone. */
export function registerPracticeRoutes(api: ApiRouter) {
  const { practice } = routes;
  register(api, practice.practiceOverview, async ({ input, c, user }) => {
    const overview = await practiceOverview(c.var.db, user, input.params.aid);
    return overview instanceof Refusal ? overview : { status: 200, body: overview };
  });
  register(api, practice.startPractice, async ({ input, c, user }) => {
    const started = await startPractice(c.var.db, user, input.params.aid, input.body);
    return started instanceof Refusal ? started : { status: 201, body: started };
  });
  register(api, practice.getPractice, async ({ input, c, user }) => {
    const attempt = await readAttempt(c.var.db, user, input.params.pid);
    return attempt instanceof Refusal ? attempt : { status: 200, body: attempt };
  });
  register(api, practice.endPractice, async ({ input, c, user }) => {
    const ended = await endPractice(c.var.db, user, input.params.pid);
    return ended instanceof Refusal ? ended : { status: 200, body: ended };
  });
  register(api, practice.setPracticeNote, async ({ input, c, user }) => {
    const { pid, qid } = input.params;
    const done = await setPracticeNote(c.var.db, user, pid, qid, input.body.note);
    return done instanceof Refusal ? done : { status: 200, body: OK };
  });
  register(api, practice.setPracticeMark, async ({ input, c, user }) => {
    const { pid, qid } = input.params;
    const done = await setPracticeMark(c.var.db, user, pid, qid, input.body.mark);
    return done instanceof Refusal ? done : { status: 200, body: OK };
  });
}
