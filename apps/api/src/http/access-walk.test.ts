// Walks every route of the contract as a guest, a signed-in user and an administrator (and, for routes only
// a resource's owner or an administrator may use, as the owner), each time with valid input, and checks the
// answer against what the route's `access` declares. A route added to the contract without a fixture here
// fails the walk.
import { randomUUID } from 'node:crypto';
import { allRoutes, type Route, type RouteInput, type RouteSpec, routes } from '@pastexam/api-contract';
import { eq, gt, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mustBeAudited } from '../audit/record.ts';
import { issueStreamTicket } from '../auth/session/stream-ticket.ts';
import { issueToken, verifyToken } from '../auth/session/tokens.ts';
import {
  answerComments,
  answerFlags,
  archiveReports,
  auditLog,
  courseExperts,
  notifications as notificationRows,
  questionTopics,
  reviewCards,
  topics as topicRows,
  type UserRow,
  wishes as wishRows,
  wishWishers,
} from '../db/schema.ts';
import { insertMessage } from '../discussion/repository.ts';
import { unsubscribeToken } from '../notifications/mail/unsubscribe-token.ts';
import { notifyUsers } from '../notifications/service.ts';
import { startPractice } from '../practice/service.ts';
import { questionsOf, replaceProposals } from '../questions/repository.ts';
import { Refusal } from '../refusal.ts';
import { addToReviewDeck } from '../review/service.ts';
import { createArchive, insertFinishedExam } from '../test-support/ai-exam.ts';
import { insertAnnouncement } from '../test-support/announcements.ts';
import { archiveWithQuestion, insertAnswerRow } from '../test-support/answer-rows.ts';
import { answerableArchive, insertAnswer } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse } from '../test-support/archives.ts';
import { discussedArchive } from '../test-support/discussion.ts';
import { blankPdf } from '../test-support/pdfs.ts';
import type { CallArgs } from '../testing/api-client.ts';
import { createWorksheet } from '../worksheets/service.ts';

/** The routes the app records in the audit log: those that must be, and the experts' judgements of answers. */
let audited: readonly Route[] = [];
const t = useTestApp({
  probes: (api) => {
    audited = api.audited;
  },
});
let user: UserRow;
let admin: UserRow;
let stranger: UserRow;
beforeAll(async () => {
  [user, admin, stranger] = await Promise.all([
    t.createUser().then((created) => created.user),
    t.createUser({ isAdmin: true }).then((created) => created.user),
    t.createUser().then((created) => created.user),
  ]);
});

/** Valid input for one call; resources it creates belong to `owner`. Called afresh for every call. */
type Fixture<R extends RouteSpec> = (owner: UserRow) => Promise<RouteInput<R>>;

let counter = 0;
const unique = (name: string) => `${name}-${++counter}-${randomUUID().slice(0, 8)}`;
const id = (value: number) => String(value);
const courseParams = async () => ({ params: { id: id((await insertCourse(t)).id) } });
const userParams = async () => ({ params: { id: id((await t.createUser()).user.id) } });
const archiveParams = async (owner: UserRow) => {
  const course = await insertCourse(t);
  const archive = await insertArchive(t, { courseId: course.id, uploaderId: owner.id });
  return { params: { cid: id(course.id), aid: id(archive.id) } };
};
const trashedArchiveParams = async (owner: UserRow) => {
  const course = await insertCourse(t);
  const archive = await insertArchive(t, {
    courseId: course.id,
    uploaderId: owner.id,
    deletedAt: new Date(),
  });
  return { params: { id: id(archive.id) } };
};
const storedArchiveParams = async () => {
  const course = await insertCourse(t);
  const archive = await createArchive(t, course);
  return { params: { cid: id(course.id), aid: id(archive.id) } };
};

const announcementParams = async () => ({ params: { id: id((await insertAnnouncement(t)).id) } });
const announcementInput = () => ({ title: unique('公告'), body: '內容' });

/** One route and how to call it, with the route's own types kept until the call is made. */
function walk<R extends RouteSpec>(route: Route<R>, fixture: Fixture<R>) {
  return {
    route: route as Route,
    async call(owner: UserRow, token: string | undefined) {
      const args = [await fixture(owner), { token }] as CallArgs<R>;
      const result = await t.client().call(route, ...args);
      return { status: result.status, code: result.ok ? null : result.body.code };
    },
  };
}

const nothing = async () => ({});
const { auth, users, courses, archives, trash, aiExam, health } = routes;

const walks = [
  walk(auth.login, async () => ({ body: { username: unique('nobody'), password: 'not-the-password' } })),
  walk(auth.logout, nothing),
  walk(auth.logoutAll, nothing),
  walk(auth.appConfig, nothing),
  walk(auth.oauthLogin, nothing),
  walk(auth.oauthCallback, async () => ({ query: {} })),
  walk(users.me, nothing),
  walk(users.updateMe, async () => ({ body: { nickname: unique('暱') } })),
  walk(users.updateMyLocale, async () => ({ body: { locale: 'zh-TW' as const } })),
  walk(users.changeOwnPassword, async () => ({
    body: { current_password: 'not-the-password', new_password: 'a-new-password' },
  })),
  walk(users.listUsers, nothing),
  walk(users.createUser, async () => {
    const name = unique('walker');
    return { body: { name, email: `${name}@example.edu`, password: 'a-good-password' } };
  }),
  walk(users.updateUser, async () => ({ ...(await userParams()), body: { is_admin: false } })),
  walk(users.deleteUser, userParams),
  walk(users.logoutAllOfUser, userParams),
  walk(courses.listCourses, nothing),
  walk(courses.listCourseArchives, courseParams),
  walk(courses.recordCourseVisit, courseParams),
  walk(courses.findArchiveDuplicates, async () => ({
    ...(await courseParams()),
    body: { sha256: '0'.repeat(64) },
  })),
  walk(courses.adminListCourses, nothing),
  walk(courses.adminCreateCourse, async () => ({
    body: { name: unique('課程'), category: 'junior' as const },
  })),
  walk(courses.adminUpdateCourse, async () => ({
    ...(await courseParams()),
    body: { name: unique('改名'), category: 'senior' as const },
  })),
  walk(courses.adminDeleteCourse, courseParams),
  walk(courses.adminConfirmCourse, async () => ({
    params: { id: id((await insertCourse(t, { pending: true })).id) },
  })),
  walk(courses.adminRefuseCourse, async () => ({
    params: { id: id((await insertCourse(t, { pending: true })).id) },
    body: { reason: '重複的課程' },
  })),
  walk(courses.adminMergeCourse, async () => ({
    params: { id: id((await insertCourse(t, { pending: true })).id) },
    body: { into_course_id: (await insertCourse(t)).id },
  })),
  walk(archives.uploadArchive, async () => ({
    body: {
      course_id: (await insertCourse(t)).id,
      professor: '王教授',
      academic_year: 112,
      archive_type: 'midterm' as const,
      name: '期中考',
      file: new File([await blankPdf(1)], 'exam.pdf'),
    },
  })),
  walk(archives.archiveFile, storedArchiveParams),
  walk(archives.archiveDownload, storedArchiveParams),
  walk(archives.updateArchive, async (owner) => ({
    ...(await archiveParams(owner)),
    body: { professor: '李教授' },
  })),
  walk(archives.deleteArchive, archiveParams),
  walk(archives.archiveOverview, nothing),
  walk(trash.listTrash, nothing),
  walk(trash.restoreArchive, trashedArchiveParams),
  walk(trash.purgeArchive, trashedArchiveParams),
  walk(routes.audit.listAudit, async () => ({ query: {} })),
  walk(aiExam.generate, async () => ({
    body: { archive_ids: [(await createArchive(t, await insertCourse(t))).id] },
  })),
  walk(aiExam.getTask, async () => ({ params: { id: randomUUID() } })),
  walk(aiExam.listTasks, async () => ({ query: {} })),
  walk(aiExam.updateTask, async () => ({ params: { id: randomUUID() }, body: { title: '新的名稱' } })),
  walk(aiExam.deleteTask, async () => ({ params: { id: randomUUID() } })),
  walk(aiExam.getApiKey, nothing),
  walk(aiExam.putApiKey, async () => ({ body: { gemini_api_key: '' } })),
  walk(health.health, nothing),
  walk(health.ready, nothing),
  walk(routes.search.search, async () => ({ query: { q: '排序' } })),
  walk(routes.search.searchStatus, nothing),
  walk(routes.statistics.getStatistics, nothing),
  ...questionWalks(),
  ...topicWalks(),
  ...announcementWalks(),
  ...discussionWalks(),
  ...notificationWalks(),
  ...progressWalks(),
  ...practiceWalks(),
  ...reviewWalks(),
  ...answerWalks(),
  ...answerFlagWalks(),
  ...archiveReportWalks(),
  ...aiAnswerWalks(),
  ...wishWalks(),
  ...worksheetWalks(),
];

function progressWalks() {
  const { progress } = routes;
  const questionParams = async () => ({
    params: { qid: id((await answerableArchive(t, 1)).questionIds[0] ?? 0) },
  });
  const { follows } = routes;
  return [
    walk(follows.setCourseFollow, async () => ({ ...(await courseParams()), body: { following: true } })),
    walk(follows.listMyFollows, nothing),
    walk(routes.archives.recordArchiveView, async (owner) => ({
      params: { aid: (await archiveParams(owner)).params.aid },
    })),
    walk(progress.setBookmark, async () => ({ ...(await questionParams()), body: { bookmarked: true } })),
    walk(progress.listMyBookmarks, nothing),
    walk(progress.setCompletion, async (owner) => ({
      params: { aid: (await archiveParams(owner)).params.aid },
      body: { completed: true },
    })),
    walk(progress.listMyCompletions, nothing),
  ];
}

function worksheetWalks() {
  const { worksheets } = routes;
  const questionId = async () => (await answerableArchive(t, 1)).questionIds[0] ?? 0;
  /** A worksheet of one question, owned by `owner`. */
  const worksheetParams = async (owner: UserRow) => {
    const created = await createWorksheet(t.db, owner.id, {
      title: unique('題單'),
      question_ids: [await questionId()],
    });
    if (created instanceof Refusal) throw new Error(created.code);
    return { params: { wid: created.id } };
  };
  return [
    walk(worksheets.listMyWorksheets, nothing),
    walk(worksheets.createWorksheet, async () => ({
      body: { title: unique('題單'), question_ids: [await questionId()] },
    })),
    walk(worksheets.getWorksheet, worksheetParams),
    walk(worksheets.updateWorksheet, async (owner) => ({
      ...(await worksheetParams(owner)),
      body: { title: unique('題單'), question_ids: [] },
    })),
    walk(worksheets.addWorksheetQuestion, async (owner) => ({
      ...(await worksheetParams(owner)),
      body: { question_id: await questionId() },
    })),
    walk(worksheets.addWorksheetTopic, async (owner) => {
      // A fresh area carrying one question the worksheet does not hold.
      const [area] = await t.db
        .insert(topicRows)
        .values({ nameZh: unique('領域'), nameEn: unique('Area'), keywords: [] })
        .returning();
      if (!area) throw new Error('the topic was not stored');
      await t.db
        .insert(questionTopics)
        .values({ questionId: await questionId(), topicId: area.id, status: 'confirmed', source: 'person' });
      return { ...(await worksheetParams(owner)), body: { topic_id: area.id } };
    }),
    walk(worksheets.worksheetPdf, async (owner) => ({
      ...(await worksheetParams(owner)),
      query: { answers: 'with' as const },
    })),
  ];
}

function practiceWalks() {
  const { practice } = routes;
  /** An archive of one question with a practice of the owner's running on it. */
  const running = async (owner: UserRow) => {
    const { archiveId, questionIds } = await answerableArchive(t, 1);
    const started = await startPractice(t.db, owner, archiveId, { layout: 'one' });
    if (started instanceof Refusal) throw new Error(started.code);
    return { pid: id(started.id), qid: id(questionIds[0] ?? 0), aid: id(archiveId) };
  };
  const archiveOnly = async () => ({ params: { aid: id((await answerableArchive(t, 1)).archiveId) } });
  return [
    walk(practice.practiceOverview, archiveOnly),
    walk(practice.startPractice, async () => ({
      ...(await archiveOnly()),
      body: { layout: 'all' as const },
    })),
    walk(practice.getPractice, async (owner) => ({ params: { pid: (await running(owner)).pid } })),
    walk(practice.endPractice, async (owner) => ({ params: { pid: (await running(owner)).pid } })),
    walk(practice.setPracticeNote, async (owner) => {
      const { pid, qid } = await running(owner);
      return { params: { pid, qid }, body: { note: '筆記' } };
    }),
    walk(practice.setPracticeMark, async (owner) => {
      const { pid, qid } = await running(owner);
      return { params: { pid, qid }, body: { mark: 'unsure' as const } };
    }),
  ];
}

function answerWalks() {
  const { answers } = routes;
  /** An answer by `owner` (a new user unless given) to a question of a new archive. */
  const answerOf = async (owner?: UserRow) => {
    const place = await answerableArchive(t);
    const questionId = place.questionIds[1] ?? 0;
    const authorId = owner?.id ?? (await t.createUser()).user.id;
    const answerId = await insertAnswer(t, { archiveId: place.archiveId, questionId, authorId });
    return { ...place, questionId, answerId, id: id(answerId) };
  };
  const answerParams = async () => ({ params: { id: (await answerOf()).id } });
  const courseParams = async () => ({ params: { cid: id((await insertCourse(t)).id) } });
  return [
    walk(answers.listArchiveAnswers, async () => ({ params: { aid: (await answerableArchive(t)).aid } })),
    walk(answers.postAnswer, async () => {
      const { aid, questionIds } = await answerableArchive(t);
      return { params: { aid, qid: id(questionIds[1] ?? 0) }, body: { body: '解答' } };
    }),
    walk(answers.editAnswer, async () => ({ ...(await answerParams()), body: { body: '修改' } })),
    walk(answers.deleteAnswer, async (owner) => ({ params: { id: (await answerOf(owner)).id } })),
    walk(answers.listAnswerVersions, answerParams),
    walk(answers.voteAnswer, async () => ({ ...(await answerParams()), body: { value: 1 as const } })),
    walk(answers.endorseAnswer, answerParams),
    walk(answers.unendorseAnswer, answerParams),
    walk(answers.markAnswerOfficial, answerParams),
    walk(answers.unmarkAnswerOfficial, answerParams),
    walk(answers.listAnswerComments, answerParams),
    walk(answers.postAnswerComment, async () => ({ ...(await answerParams()), body: { body: '留言' } })),
    walk(answers.deleteAnswerComment, async (owner) => {
      const { answerId, id: answer } = await answerOf();
      const [row] = await t.db
        .insert(answerComments)
        .values({ answerId, authorId: owner.id, body: '我的留言' })
        .returning({ id: answerComments.id });
      return { params: { id: answer, cid: id(row?.id ?? 0) } };
    }),
    walk(answers.listCourseExperts, courseParams),
    walk(answers.addCourseExpert, async () => ({
      ...(await courseParams()),
      body: { user_id: (await t.createUser()).user.id },
    })),
    walk(answers.removeCourseExpert, async () => {
      const courseId = (await insertCourse(t)).id;
      const expert = await t.createUser();
      await t.db.insert(courseExperts).values({ courseId, userId: expert.user.id });
      return { params: { cid: id(courseId), uid: id(expert.user.id) } };
    }),
  ];
}

function answerFlagWalks() {
  const flags = routes.answerFlags;
  /** An answer by a new user, flagged by another, so an admin has something to resolve. */
  const flaggedAnswer = async () => {
    const author = (await t.createUser()).user;
    const flagger = (await t.createUser()).user;
    const { question } = await archiveWithQuestion(t);
    const answer = await insertAnswerRow(t, question, author.id);
    await t.db.insert(answerFlags).values({
      answerId: answer.id,
      questionId: question.id,
      archiveId: question.archiveId,
      flaggerId: flagger.id,
      reason: 'wrong',
    });
    return { params: { id: id(answer.id) } };
  };
  return [
    walk(flags.flagAnswer, async () => ({ ...(await flaggedAnswer()), body: { reason: 'ai' as const } })),
    walk(flags.myFlags, nothing),
    walk(flags.markMyFlagsSeen, nothing),
    walk(flags.adminListFlags, async () => ({ query: {} })),
    walk(flags.adminResolveFlags, async () => ({
      ...(await flaggedAnswer()),
      body: { outcome: 'kept' as const },
    })),
  ];
}

function archiveReportWalks() {
  const reports = routes.archiveReports;
  /** An archive reported by a new user, so an admin has something to resolve. */
  const reportedArchive = async () => {
    const course = await insertCourse(t);
    const archive = await insertArchive(t, { courseId: course.id });
    const reporter = (await t.createUser()).user;
    await t.db.insert(archiveReports).values({
      archiveId: archive.id,
      archiveName: archive.name,
      reporterId: reporter.id,
      reason: 'unreadable',
    });
    return { params: { id: id(archive.id) } };
  };
  return [
    walk(reports.reportArchive, async () => ({
      ...(await reportedArchive()),
      body: { reason: 'copyright' as const },
    })),
    walk(reports.myArchiveReports, nothing),
    walk(reports.markMyArchiveReportsSeen, nothing),
    walk(reports.adminListArchiveReports, async () => ({ query: {} })),
    walk(reports.adminResolveArchiveReports, async () => ({
      ...(await reportedArchive()),
      body: { reason: 'unreadable' as const, outcome: 'dismissed' as const },
    })),
  ];
}

function wishWalks() {
  const { wishes } = routes;
  /** An open wish of a new course, waited on by a new user, so a caller has something to join or close. */
  const openWish = async () => {
    const course = await insertCourse(t);
    const [wish] = await t.db.insert(wishRows).values({ courseId: course.id }).returning();
    if (!wish) throw new Error('no wish');
    await t.db.insert(wishWishers).values({ wishId: wish.id, userId: (await t.createUser()).user.id });
    return { params: { id: id(wish.id) } };
  };
  return [
    walk(wishes.listCourseWishes, courseParams),
    walk(wishes.makeWish, async () => ({
      ...(await courseParams()),
      body: { archive_type: 'final' as const },
    })),
    walk(wishes.findWishMatches, async () => ({
      ...(await courseParams()),
      body: { professor: '張教授', academic_year: 113, archive_type: 'final' as const },
    })),
    walk(wishes.setWishJoined, async () => ({ ...(await openWish()), body: { joined: true } })),
    walk(wishes.listMyWishes, nothing),
    walk(wishes.adminListWishes, nothing),
    walk(wishes.adminCloseWish, async () => ({ ...(await openWish()), body: { reason: '已有類似考古題' } })),
  ];
}

function aiAnswerWalks() {
  const drafts = routes.aiAnswers;
  const questionParams = async () => {
    const { question } = await archiveWithQuestion(t);
    return { aid: id(question.archiveId), qid: id(question.id) };
  };
  return [
    walk(drafts.requestAiAnswer, async () => ({ params: await questionParams() })),
    walk(drafts.listAiAnswers, async () => ({ params: await questionParams() })),
    walk(drafts.getAiAnswer, async () => ({ params: { ...(await questionParams()), id: randomUUID() } })),
  ];
}

function discussionWalks() {
  const { discussion } = routes;
  const archiveParams = async () => ({ params: { aid: (await discussedArchive(t)).aid } });
  return [
    walk(discussion.listMessages, async () => ({ ...(await archiveParams()), query: {} })),
    walk(discussion.postMessage, async () => ({ ...(await archiveParams()), body: { body: '請問第三題' } })),
    walk(discussion.deleteMessage, async (owner) => {
      const { id, aid } = await discussedArchive(t);
      const mid = await insertMessage(t.db, { archiveId: id, authorId: owner.id, body: '我的留言' });
      return { params: { aid, mid: String(mid) } };
    }),
    walk(discussion.messageStreamTicket, archiveParams),
    // The stream takes its ticket instead of a bearer token: the fixture's owner asked for it.
    walk(discussion.messageEvents, async (owner) => {
      const { id, aid } = await discussedArchive(t);
      const token = await verifyToken(t.env, await issueToken(t.env, owner));
      if (!token) throw new Error('a fresh token did not verify');
      const scope = { purpose: 'discussion-stream', id };
      const { ticket } = await issueStreamTicket(t.env, { user: owner, token }, scope);
      return { params: { aid }, query: { ticket } };
    }),
  ];
}

function notificationWalks() {
  const { notifications } = routes;
  /** A notification of the owner's. */
  const ownParams = async (owner: UserRow) => {
    await notifyUsers(t.db, [owner.id], { kind: 'answer_activity', title: '有人回覆了你的解答', link: '/' });
    const [newest] = await t.db
      .select({ id: max(notificationRows.id) })
      .from(notificationRows)
      .where(eq(notificationRows.userId, owner.id));
    return { params: { id: String(newest?.id) } };
  };
  return [
    walk(notifications.listNotifications, async () => ({ query: {} })),
    walk(notifications.unreadNotifications, nothing),
    walk(notifications.markNotificationRead, ownParams),
    walk(notifications.markAllNotificationsRead, nothing),
    walk(notifications.getNotificationSettings, nothing),
    walk(notifications.setNotificationSettings, async () => ({ body: { wish_fulfilled: 'off' as const } })),
    walk(notifications.notificationStreamTicket, nothing),
    // The stream takes its ticket instead of a bearer token: the fixture's owner asked for it.
    walk(notifications.notificationEventStream, async (owner) => {
      const token = await verifyToken(t.env, await issueToken(t.env, owner));
      if (!token) throw new Error('a fresh token did not verify');
      const scope = { purpose: 'notification-stream', id: 'caller' } as const;
      const { ticket } = await issueStreamTicket(t.env, { user: owner, token }, scope);
      return { query: { ticket } };
    }),
    // The mail's 取消訂閱 link carries its own signed token instead of a sign-in.
    walk(notifications.unsubscribeNotificationMail, async (owner) => ({
      query: { token: unsubscribeToken(t.env.APP_SECRET, { userId: owner.id, kinds: ['answer_activity'] }) },
      body: { 'List-Unsubscribe': 'One-Click' as const },
    })),
  ];
}

/** The walker's card is the owner's: another's grade is refused as not found, past the guard. */
function reviewWalks() {
  const { review } = routes;
  const question = async () => (await answerableArchive(t, 1)).questionIds[0] ?? 0;
  const card = async (owner: UserRow) => {
    await addToReviewDeck(t.db, owner.id, [await question()], 'question');
    const [row] = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, owner.id));
    return { params: { cid: id(row?.id ?? 0) }, body: { grade: 'again' as const } };
  };
  return [
    walk(review.setReviewMembership, async () => ({
      params: { qid: id(await question()) },
      body: { in_review: true },
    })),
    walk(review.setMockExamQuestionReview, async (owner) => ({
      params: { id: await insertFinishedExam(t, owner.id), key: '0-0' },
      body: { in_review: true },
    })),
    walk(review.listMyReviewDeck, nothing),
    walk(review.addBookmarksToReview, nothing),
    walk(review.getReviewQueue, async () => ({ query: { day: new Date().toISOString().slice(0, 10) } })),
    walk(review.gradeReviewCard, card),
    walk(review.listMyReviewCourses, nothing),
    walk(review.setReviewExamDate, async () => ({
      params: { cid: id((await insertCourse(t)).id) },
      body: { exam_date: '2027-01-15' },
    })),
  ];
}

function questionWalks() {
  const { questions } = routes;
  /** An archive whose text proposed one question. */
  const proposed = async () => {
    const archive = await insertArchive(t, { courseId: (await insertCourse(t)).id });
    await replaceProposals(t.db, archive.id, [{ page: 1, top: 0.2, name: '第 1 題' }]);
    const [question] = await questionsOf(t.db, archive.id);
    if (!question) throw new Error('the proposal was not stored');
    return { aid: id(archive.id), qid: id(question.id) };
  };
  const archiveParams = async () => ({ params: { aid: (await proposed()).aid } });
  const questionParams = async () => ({ params: await proposed() });
  return [
    walk(questions.listQuestions, archiveParams),
    walk(questions.questionHistory, archiveParams),
    walk(questions.similarQuestions, questionParams),
    walk(questions.addQuestion, async () => ({ ...(await archiveParams()), body: { page: 1, top: 0.5 } })),
    walk(questions.moveQuestion, async () => ({ ...(await questionParams()), body: { page: 1, top: 0.5 } })),
    walk(questions.renameQuestion, async () => ({ ...(await questionParams()), body: { name: '選擇題' } })),
    walk(questions.confirmQuestion, questionParams),
    walk(questions.confirmAllQuestions, archiveParams),
    walk(questions.removeQuestion, questionParams),
    walk(questions.lockQuestions, archiveParams),
    walk(questions.unlockQuestions, archiveParams),
  ];
}

function topicWalks() {
  const { topics } = routes;
  /** A fresh area of the tree. */
  const area = async () => {
    const [row] = await t.db
      .insert(topicRows)
      .values({ nameZh: unique('領域'), nameEn: unique('Area'), keywords: [] })
      .returning();
    if (!row) throw new Error('the topic was not stored');
    return row;
  };
  const topicParams = async () => ({ params: { tid: id((await area()).id) } });
  /** A question of an archive whose text proposed it, and a topic of the tree. */
  const taggingParams = async () => {
    const archive = await insertArchive(t, { courseId: (await insertCourse(t)).id });
    await replaceProposals(t.db, archive.id, [{ page: 1, top: 0.2, name: '第 1 題' }]);
    const [question] = await questionsOf(t.db, archive.id);
    if (!question) throw new Error('the proposal was not stored');
    return { params: { aid: id(archive.id), qid: id(question.id), tid: id((await area()).id) } };
  };
  const questionParams = async () => {
    const { aid, qid } = (await taggingParams()).params;
    return { params: { aid, qid } };
  };
  return [
    walk(topics.listTopics, nothing),
    walk(topics.createTopic, async () => ({ body: { name_zh: unique('領域'), name_en: unique('Area') } })),
    walk(topics.updateTopic, async () => ({ ...(await topicParams()), body: { keywords: ['heap'] } })),
    walk(topics.deleteTopic, topicParams),
    walk(topics.exportTopics, nothing),
    walk(topics.importTopics, async () => ({
      body: { version: 1 as const, areas: [{ name_zh: unique('領域'), name_en: unique('Area') }] },
    })),
    walk(topics.topicQuestions, topicParams),
    walk(topics.courseFingerprint, async () => ({
      params: { id: id((await insertCourse(t)).id) },
      query: {},
    })),
    walk(topics.listQuestionTopics, questionParams),
    walk(topics.proposeQuestionTopic, async () => ({ ...(await taggingParams()), body: {} })),
    walk(topics.confirmQuestionTopic, taggingParams),
    walk(topics.rejectQuestionTopic, taggingParams),
    walk(topics.suggestQuestionTopicsByAi, questionParams),
  ];
}

function announcementWalks() {
  const { announcements } = routes;
  return [
    walk(announcements.listAnnouncements, async () => ({ query: {} })),
    walk(announcements.activeAnnouncements, async () => ({ query: { importance: 'important' as const } })),
    walk(announcements.unreadAnnouncements, nothing),
    walk(announcements.markAnnouncementsSeen, async () => ({
      body: { ids: [(await insertAnnouncement(t)).id] },
    })),
    walk(announcements.adminListAnnouncements, async () => ({ query: { q: '公告' } })),
    walk(announcements.adminCreateAnnouncement, async () => ({ body: announcementInput() })),
    walk(announcements.adminUpdateAnnouncement, async () => ({
      ...(await announcementParams()),
      body: announcementInput(),
    })),
    walk(announcements.adminDeleteAnnouncement, announcementParams),
  ];
}

/** A fresh token each call: logging out revokes the one it was called with, and 登出所有裝置 all before it. */
const tokenOf = (who: UserRow) => issueToken(t.env, who);
const isSuccess = (route: Route, status: number) => Object.hasOwn(route.responses, status);

type Answer = { status: number; code: string | null };

/**
 * Makes the call and, when it changed something the audit log must hold (product §8.8) and succeeded, expects
 * exactly one new entry, made by `actor`; a refused call adds none.
 */
async function recordedBy(actor: UserRow, route: Route, call: () => Promise<Answer>): Promise<Answer> {
  const newest = async () => (await t.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
  const before = await newest();
  const answer = await call();
  const added = await t.db.select().from(auditLog).where(gt(auditLog.id, before));
  const recorded = mustBeAudited(route) || audited.includes(route);
  const expected = recorded && isSuccess(route, answer.status) ? [actor.id] : [];
  expect(
    added.map((entry) => entry.actorId),
    `${route.method} ${route.path}`,
  ).toEqual(expected);
  return answer;
}

/** Let through by the guard: a 401 or 403 may only be one of the route's own codes (a wrong password …). */
function expectPastTheGuard(route: Route, answer: Answer) {
  if (answer.status === 401 || answer.status === 403)
    expect(route.errors, JSON.stringify(answer)).toContain(answer.code);
}

describe('every route answers as its access declares', () => {
  it('the walk covers every route of the contract, each once', () => {
    const walked = walks.map((entry) => `${entry.route.method} ${entry.route.path}`);
    expect(new Set(walked).size).toBe(walked.length);
    expect(new Set(walked)).toEqual(new Set(allRoutes.map((route) => `${route.method} ${route.path}`)));
  });

  it.each(walks.map((entry) => [`${entry.route.method.toUpperCase()} ${entry.route.path}`, entry] as const))(
    '%s',
    async (_name, { route, call }) => {
      const asGuest = await call(stranger, undefined);
      if (route.access === 'guest') expectPastTheGuard(route, asGuest);
      else expect(asGuest).toEqual({ status: 401, code: 'unauthorized' });

      // Resources of the fixture belong to someone else than the caller.
      const asUser = await call(stranger, await tokenOf(user));
      if (route.access === 'admin') expect(asUser).toEqual({ status: 403, code: 'forbidden' });
      else if (route.access === 'owner-or-admin') {
        expect(asUser.status).toBe(403);
        expect(route.errors).toContain(asUser.code);
      } else expectPastTheGuard(route, asUser);

      const asAdmin = await recordedBy(admin, route, async () => call(stranger, await tokenOf(admin)));
      expectPastTheGuard(route, asAdmin);
      if (route.access === 'owner-or-admin') expect(isSuccess(route, asAdmin.status)).toBe(true);

      if (route.access === 'owner-or-admin') {
        const asOwner = await recordedBy(user, route, async () => call(user, await tokenOf(user)));
        expect(isSuccess(route, asOwner.status), JSON.stringify(asOwner)).toBe(true);
      }
    },
  );
});
