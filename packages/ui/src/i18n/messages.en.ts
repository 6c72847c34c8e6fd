import type { MessageId } from './messages.zh-TW.ts';

/** The English catalogue: one message for every id of the zh-TW one (the type check and a test insist). */
export const messagesEn: Record<MessageId, string> = {
  'topBar.title': 'Past Exam Archive',
  'topBar.login': 'Sign in',
  'topBar.logout': 'Sign out',
  'topBar.toggleColorScheme': 'Switch dark/light mode',
  'topBar.toggleSidebar': 'Show/hide the course list',
  'topBar.menu': 'Menu',
  'topBar.admin': 'Administration',
  'topBar.issueReport': 'Report a problem',
  'topBar.aiExam': 'AI mock exam',
  'topBar.topics': 'Topics',
  'topBar.profile': 'Profile',
  'topBar.myExams': 'My mock exams',
  'topBar.bookmarks': 'My bookmarks',
  'topBar.worksheets': 'My worksheets',
  'topBar.myFlags': 'My reports',
  'topBar.myFlagsUnseen': '{label}, {count, plural, one {# new outcome} other {# new outcomes}}',
  'topBar.changePassword': 'Change password',
  'topBar.notifications': 'Notifications',
  'topBar.notificationsUnread': 'Notifications, {count} unread',
  'topBar.announcements': 'Announcements',
  'topBar.announcementsUnread': 'Announcements ({count} unread)',
  'topBar.logoutAllFailed': 'Couldn’t sign out everywhere',
  'topBar.logoutAllConfirm':
    'You will be signed out on every device, this one included, and will need to sign in again.',
  'topBar.logoutAll': 'Sign out everywhere',
  'language.switchTo': '中文',

  'landing.title': 'CS Department Past Exam Archive',
  'landing.description':
    'The CS department’s past exam archive: browse, preview and download past exams by course, upload the ones missing, and generate AI mock exams.',
  'landing.intro':
    'Past exams collected by the department’s students and staff. Sign in to find exams by course, read and download them online, upload the ones that are missing, and turn past exams into AI mock exams to prepare.',
  'landing.login': 'Sign in',
  'landing.loginMethods': 'Use a system account or university single sign-on.',
  'landing.browseTitle': 'Browse past exams by course',
  'landing.browseText':
    'From first year to graduate school, interdisciplinary and general education courses, sorted by year: search a course’s name to find its midterms, finals and quizzes.',
  'landing.previewTitle': 'Preview and download online',
  'landing.previewText':
    'Read the PDF right on the page, filter by academic year, professor, exam type and whether it has answers, and download what you need.',
  'landing.uploadTitle': 'Add the exams that are missing',
  'landing.uploadText':
    'Have an exam the archive does not have yet? Sign in and upload it, so next year’s students can find it too.',
  'landing.aiExamTitle': 'AI mock exams',
  'landing.aiExamText':
    'Pick 1 to 3 past exams of one professor (2 to 3 work best) and, with your own Gemini API key, generate a new mock exam in a similar style, with answers.',

  'notFound.title': 'Page not found',
  'notFound.text': 'The address may be wrong, or the page has been removed.',
  'notFound.home': 'Back to the home page',
  'routeError.title': 'This page ran into an error',
  'routeError.text':
    'This page cannot be shown right now. Please reload and try again; if the problem persists, please report it.',
  'routeError.reload': 'Reload',

  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.create': 'Create',
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'common.retry': 'Retry',
  'common.reload': 'Reload',
  'common.loadMore': 'Load more',
  'common.loading': 'Loading…',
  'common.tryLater': 'Please try again later.',
  'common.actions': 'Actions',
  'common.networkError': 'Cannot reach the server. Please try again later.',
  'common.serverError': 'The server ran into an error. Please try again later.',
  'common.dialogUnavailable': 'Cannot open the window',
  'common.dialogUnavailableText':
    'The code it needs could not be loaded. Please check your connection and reload the page.',

  'format.academicYear': 'AY {start}–{end} ({year})',
  'format.justNow': 'just now',
};
