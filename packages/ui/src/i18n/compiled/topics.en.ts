// Written by `pnpm run i18n:compile` from messages/topics.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'topics.heading': ['Topics'],
  'topics.loading': ['Loading topics'],
  'topics.statusConfirmed': ['Confirmed'],
  'topics.statusProposed': ['Pending'],
  'topics.statusSuggested': ['Suggested'],
  'topics.sourceKeyword': ['Keyword'],
  'topics.sourceAi': ['AI suggested'],
  'topics.statusWithSource': [['status'], ' · ', ['source']],
  'topics.propose': ['Propose'],
  'topics.proposeTopic': ['Propose ', ['name']],
  'topics.confirm': ['Confirm'],
  'topics.confirmTopic': ['Confirm ', ['name']],
  'topics.reject': ['Reject'],
  'topics.rejectTopic': ['Reject ', ['name']],
  'topics.proposeLabel': ['Propose a topic'],
  'topics.choose': ['Choose a topic'],
  'topics.askAi': ['Ask AI for topics'],
  'topics.askAiHint': [
    'Suggested from the question’s text with your Gemini API key, marked “AI suggested” for an expert to confirm.',
  ],
  'topics.noTags': ['This question has no topics yet.'],
  'topics.editTitle': ['Edit topic: ', ['name']],
  'topics.save': ['Save'],
  'topics.nameZh': ['Chinese name'],
  'topics.nameEn': ['English name'],
  'topics.keywords': ['Keywords (separated by commas)'],
  'topics.export': ['Export JSON'],
  'topics.import': ['Import JSON'],
  'topics.importHint': [
    'Importing adds the areas and topics that are missing and updates the English name and keywords of topics with the same name. It never deletes a topic.',
  ],
  'topics.imported': ['Import complete: ', ['added'], ' added, ', ['updated'], ' updated'],
  'topics.answered': [
    ['answered'],
    ' of ',
    [
      'total',
      'plural',
      {
        one: ['#', ' question'],
        other: ['#', ' questions'],
      },
    ],
    ' answered',
  ],
  'topics.makeWorksheetLatest': ['Make a worksheet of the latest ', ['max'], ' questions'],
  'topics.makeWorksheet': ['Make a worksheet of these questions'],
  'topics.noQuestions': ['No questions have this topic yet.'],
  'topics.answerCount': [
    [
      'count',
      'plural',
      {
        one: ['#', ' answer'],
        other: ['#', ' answers'],
      },
    ],
  ],
  'topics.noAnswers': ['No answers yet'],
  'topics.edit': ['Edit ', ['name']],
  'topics.delete': ['Delete ', ['name']],
  'topics.emptyTree': ['The topic tree is empty.'],
  'topics.questionCount': [
    [
      'count',
      'plural',
      {
        one: ['#', ' question'],
        other: ['#', ' questions'],
      },
    ],
  ],
  'topics.deleteArea': [
    'The area “',
    ['name'],
    '” and its ',
    [
      'children',
      'plural',
      {
        one: ['#', ' topic'],
        other: ['#', ' topics'],
      },
    ],
    ' will be deleted. They will be removed from questions (',
    [
      'tagged',
      'plural',
      {
        one: ['#', ' confirmed question'],
        other: ['#', ' confirmed questions'],
      },
    ],
    ', plus pending proposals); the questions themselves are not affected. This cannot be undone.',
  ],
  'topics.deleteTopic': [
    'The topic “',
    ['name'],
    '” will be deleted. It will be removed from questions (',
    [
      'tagged',
      'plural',
      {
        one: ['#', ' confirmed question'],
        other: ['#', ' confirmed questions'],
      },
    ],
    ', plus pending proposals); the questions themselves are not affected. This cannot be undone.',
  ],
};
