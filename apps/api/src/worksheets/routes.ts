import { routes } from '@pastexam/api-contract';
import { contentDisposition } from '../archives/content-disposition.ts';
import { type ApiRouter, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import type { FileStorage } from '../storage/index.ts';
import {
  addWorksheetQuestion,
  addWorksheetTopic,
  createWorksheet,
  listMyWorksheets,
  readWorksheet,
  updateWorksheet,
} from './service.ts';

/** 題單: each user's worksheets, read by anyone signed in who holds the link, changed by the owner only. */
export function registerWorksheetRoutes(api: ApiRouter, storage: FileStorage) {
  const { worksheets } = routes;
  register(api, worksheets.listMyWorksheets, async ({ c, user }) => ({
    status: 200,
    body: { worksheets: await listMyWorksheets(c.var.db, user.id) },
  }));
  register(api, worksheets.createWorksheet, async ({ input, c, user }) => {
    const created = await createWorksheet(c.var.db, user.id, input.body);
    return created instanceof Refusal ? created : { status: 201, body: created };
  });
  register(api, worksheets.getWorksheet, async ({ input, c, user }) => {
    const found = await readWorksheet(c.var.db, input.params.wid, user.id);
    return found instanceof Refusal ? found : { status: 200, body: found };
  });
  register(api, worksheets.updateWorksheet, async ({ input, c, user }) => {
    const done = await updateWorksheet(c.var.db, user.id, input.params.wid, input.body);
    return done instanceof Refusal ? done : { status: 200, body: done };
  });
  register(api, worksheets.addWorksheetQuestion, async ({ input, c, user }) => {
    const done = await addWorksheetQuestion(c.var.db, user.id, input.params.wid, input.body.question_id);
    return done instanceof Refusal ? done : { status: 200, body: done };
  });
  register(api, worksheets.addWorksheetTopic, async ({ input, c, user }) => {
    const done = await addWorksheetTopic(c.var.db, user.id, input.params.wid, input.body.topic_id);
    return done instanceof Refusal ? done : { status: 200, body: done };
  });
  register(api, worksheets.worksheetPdf, async ({ input, c }) => {
    // pdf-lib, fontkit and the font load with the first worksheet printed, not with the server.
    const { exportWorksheet } = await import('./export.ts');
    const pdf = await exportWorksheet(c.var.db, storage, input.params.wid, input.query.answers === 'with');
    if (pdf instanceof Refusal) return pdf;
    return new Response(pdf.bytes, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition('attachment', pdf.fileName),
        'content-length': String(pdf.bytes.byteLength),
        'cache-control': 'private, no-store',
      },
    });
  });
}
