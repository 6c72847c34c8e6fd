// Written by `pnpm run i18n:compile` from messages/fingerprint.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'fingerprint.wholeArea': [['area'], ' (whole area)'],
  'fingerprint.allProfessors': ['All professors'],
  'fingerprint.summary': [
    'Past exams in ',
    [
      'years',
      'plural',
      {
        one: ['#', ' academic year'],
        other: ['#', ' academic years'],
      },
    ],
    ' · ',
    ['tagged'],
    ' of ',
    [
      'total',
      'plural',
      {
        one: ['#', ' question'],
        other: ['#', ' questions'],
      },
    ],
    ' with confirmed topics',
  ],
  'fingerprint.dormantRule': [
    'Not asked for years: no question in ',
    ['dormant'],
    ' or more academic years in a row, up to ',
    ['year'],
    ', the latest past exam',
  ],
  'fingerprint.noExams': ['This course has no past exams yet.'],
  'fingerprint.noTagged': ['No questions have confirmed topics yet.'],
  'fingerprint.noTaggedHint': [
    'Once questions are tagged with topics and a course expert or an admin confirms them, this chart shows how many questions each topic had in each academic year, and marks the topics not asked for years.',
  ],
  'fingerprint.seeTopics': ['See the topics'],
  'fingerprint.loading': ['Loading the exam analysis'],
  'fingerprint.caption': ['Questions per topic and academic year, ', ['course'], ' (', ['professor'], ')'],
  'fingerprint.professor': ['Professor'],
  'fingerprint.view': ['View'],
  'fingerprint.heatmap': ['Heatmap'],
  'fingerprint.asTable': ['Table'],
  'fingerprint.tableRegion': ['Exam analysis table'],
  'fingerprint.heatmapRegion': ['Exam heatmap'],
  'fingerprint.dormant': ['Not asked for years'],
  'fingerprint.few': ['Few'],
  'fingerprint.many': ['Many'],
  'fingerprint.topic': ['Topic'],
  'fingerprint.total': ['Total'],
  'fingerprint.lastYear': ['Last asked'],
  'fingerprint.notDormant': ['No'],
  'fingerprint.loadFailed': ['Couldn’t load the exam analysis'],
  'fingerprint.backToCourse': ['← Back to the course'],
  'fingerprint.title': ['Exam analysis'],
  'fingerprint.titleOf': ['Exam analysis: ', ['course']],
  'fingerprint.intro': [
    'How many questions each topic had in each academic year’s past exams, counting only the topics a course expert or an admin has confirmed.',
  ],
  'fingerprint.showAllProfessors': ['Show all professors'],
  'fingerprint.courseLink': ['Exam analysis of ', ['course']],
};
