// The stand-in API's part for the exam page (bench/exam-page.ts): the long exam's listing, file, questions,
// answers and discussion, and its event stream held open with nothing on it, answered at once from bytes built
// before the first run.
import {
  bookmarkListSchema,
  completionListSchema,
  messagePageSchema,
  routes,
  streamTicketSchema,
} from '@pastexam/api-contract';
import { ADMIN_ID, STUDENT_ID } from './department-data.ts';
import { EXAM, EXAM_COURSE, examAnswers, examListing, examQuestions, LINKED_QUESTION } from './exam-data.ts';
import { examPdf } from './exam-pdf.ts';
import { json, type MoreRoutes, matchRoute } from './stand-in-server.ts';

/** The discussion's one message, with a link to a question (product §4.10). */
export const LINKING_MESSAGE = `這題的遞迴式和 #第 ${LINKED_QUESTION + 1} 題 一樣，可以先看那題的解答。`;

/** The exam's routes; whatever else is asked is left to the department's. */
export function examRoutes(): { routes: MoreRoutes; pdfBytes: number; answersBytes: number } {
  const pdf = examPdf();
  const answersOf = {
    [STUDENT_ID]: JSON.stringify(examAnswers({ id: STUDENT_ID, is_admin: false })),
    [ADMIN_ID]: JSON.stringify(examAnswers({ id: ADMIN_ID, is_admin: true })),
  };
  const questionsOf = {
    student: JSON.stringify(examQuestions(false)),
    admin: JSON.stringify(examQuestions(true)),
  };
  const listing = JSON.stringify(examListing());
  const messages = JSON.stringify(
    messagePageSchema.parse({
      messages: [
        {
          id: 1,
          archive_id: EXAM.id,
          author: { id: 300, name: '周同學', is_admin: false },
          body: LINKING_MESSAGE,
          created_at: '2025-02-01T00:00:00.000Z',
          deleted_at: null,
        },
      ],
      has_more: false,
      stream_cursor: '1767225600000',
    }),
  );
  const ticket = JSON.stringify(streamTicketSchema.parse({ ticket: 'bench', expires_in: 60 }));
  const completions = JSON.stringify(completionListSchema.parse({ archive_ids: [] }));
  const bookmarks = JSON.stringify(bookmarkListSchema.parse({ bookmarks: [] }));
  const ofExam = (params: Record<string, string> | null) => params?.aid === String(EXAM.id);

  const more: MoreRoutes = ({ method, path, user }, res) => {
    const at = (route: Parameters<typeof matchRoute>[0]) => matchRoute(route, method, path);
    if (at(routes.courses.listCourseArchives)?.id === String(EXAM_COURSE.id)) json(res, 200, listing);
    else if (ofExam(at(routes.archives.archiveFile))) {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length });
      res.end(pdf);
    } else if (ofExam(at(routes.questions.listQuestions)))
      json(res, 200, user.is_admin ? questionsOf.admin : questionsOf.student);
    else if (ofExam(at(routes.answers.listArchiveAnswers)))
      json(res, 200, answersOf[user.is_admin ? ADMIN_ID : STUDENT_ID]);
    else if (ofExam(at(routes.discussion.listMessages))) json(res, 200, messages);
    else if (ofExam(at(routes.discussion.messageStreamTicket))) json(res, 200, ticket);
    else if (ofExam(at(routes.discussion.messageEvents))) {
      // Open, and quiet: nothing changes while the benchmark reads.
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(': open\n\n');
    } else if (at(routes.progress.listMyCompletions)) json(res, 200, completions);
    else if (at(routes.progress.listMyBookmarks)) json(res, 200, bookmarks);
    else return false;
    return true;
  };
  return { routes: more, pdfBytes: pdf.length, answersBytes: Buffer.byteLength(answersOf[STUDENT_ID]) };
}
