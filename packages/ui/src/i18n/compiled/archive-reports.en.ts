// Written by `pnpm run i18n:compile` from messages/archive-reports.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'archive-reports.fixedSentence': ['An admin fixed this past exam'],
  'archive-reports.hiddenSentence': ['An admin moved this past exam to the trash'],
  'archive-reports.deletedSentence': ['This past exam was permanently deleted'],
  'archive-reports.dismissedSentence': ['An admin reviewed it and decided to take no action'],
  'archive-reports.withNote': [['text'], ': ', ['note']],
  'archive-reports.myLoadFailed': ['Couldn’t load your past exam reports'],
  'archive-reports.myNone': ['You haven’t reported any past exams'],
  'archive-reports.archiveInCourse': [['archive'], ' · ', ['course']],
  'archive-reports.problem': ['Problem: ', ['reason'], ' · ', ['date']],
  'archive-reports.problemWithNote': ['Problem: ', ['reason'], ' (', ['note'], ') · ', ['date']],
  'archive-reports.report': ['Report a problem'],
  'archive-reports.reason': ['Problem type'],
  'archive-reports.send': ['Send'],
  'archive-reports.sendFailed': ['Couldn’t send the report'],
  'archive-reports.resolutionNote': ['Resolution note (optional, the reporters will see it)'],
  'archive-reports.inTrash': ['In the trash'],
  'archive-reports.reasonCount': [['reason'], ' × ', ['count']],
  'archive-reports.reporter': [['name'], ' · ', ['date']],
  'archive-reports.reporterWithNote': [['name'], ': “', ['note'], '” · ', ['date']],
  'archive-reports.separator': [' · '],
  'archive-reports.loadFailed': ['Couldn’t load past exam reports'],
  'archive-reports.noneOpen': ['No past exam reports waiting'],
  'archive-reports.noneResolved': ['No past exam reports resolved yet'],
};
