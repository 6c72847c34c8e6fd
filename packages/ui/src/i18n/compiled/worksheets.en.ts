// Written by `pnpm run i18n:compile` from messages/worksheets.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'worksheets.titleLabel': ['Worksheet name'],
  'worksheets.saveTitle': ['Save name'],
  'worksheets.readOnly': [['owner'], '’s worksheet (read-only)'],
  'worksheets.copyLink': ['Copy link'],
  'worksheets.withAnswers': ['With answers'],
  'worksheets.download': ['Download PDF'],
  'worksheets.empty': [
    'This worksheet has no questions yet. Add one with “Add to worksheet” beside a question’s answers.',
  ],
  'worksheets.emptyOwner': [
    'This worksheet has no questions yet. Add one with “Add to worksheet” beside a question’s answers, or add a topic’s questions.',
  ],
  'worksheets.questions': ['Questions'],
  'worksheets.moveUp': ['Move up ', ['place'], '. ', ['name']],
  'worksheets.moveDown': ['Move down ', ['place'], '. ', ['name']],
  'worksheets.remove': ['Remove ', ['place'], '. ', ['name']],
  'worksheets.addByTopic': ['Add by topic'],
  'worksheets.chooseTopic': ['Choose a topic'],
  'worksheets.topicMissing': ['Choose a topic'],
  'worksheets.noTopicFound': ['No matching topic'],
  'worksheets.add': ['Add'],
  'worksheets.addTo': ['Add to worksheet'],
  'worksheets.addToQuestion': ['Add ', ['question'], ' to a worksheet'],
  'worksheets.loading': ['Loading…'],
  'worksheets.entry': [
    ['title'],
    ' (',
    [
      'count',
      'plural',
      {
        one: ['#', ' question'],
        other: ['#', ' questions'],
      },
    ],
    ')',
  ],
  'worksheets.new': ['New worksheet…'],
  'worksheets.newTitle': ['New worksheet'],
  'worksheets.closeNew': ['Close new worksheet'],
  'worksheets.newHint': [['question'], ' will be the first question of the new worksheet.'],
  'worksheets.cancel': ['Cancel'],
  'worksheets.createAndAdd': ['Create and add'],
  'worksheets.listLoading': ['Loading'],
  'worksheets.none': [
    'No worksheets yet. Start your first with “Add to worksheet” beside a question’s answers.',
  ],
  'worksheets.summary': [
    [
      'count',
      'plural',
      {
        one: ['#', ' question'],
        other: ['#', ' questions'],
      },
    ],
    ' · updated ',
    ['date'],
  ],
  'worksheets.loadFailedTitle': ['Loading failed'],
  'worksheets.sheetLoadFailed': ['Couldn’t load the worksheet'],
  'worksheets.updateFailed': ['Couldn’t update the worksheet'],
  'worksheets.linkCopied': ['Link copied'],
  'worksheets.linkCopiedHint': ['Anyone signed in can read and download this worksheet with this link'],
  'worksheets.copyFailed': ['Couldn’t copy the link'],
  'worksheets.downloaded': ['Downloaded'],
  'worksheets.downloadFailed': ['Download failed'],
  'worksheets.exportFailed': ['Couldn’t export the worksheet. Please try again later.'],
  'worksheets.topicAdded': ['Added by topic'],
  'worksheets.topicAddedCount': [
    [
      'count',
      'plural',
      {
        one: ['Added ', '#', ' question'],
        other: ['Added ', '#', ' questions'],
      },
    ],
  ],
  'worksheets.addTopicFailed': ['Couldn’t add by topic'],
  'worksheets.myWorksheets': ['My worksheets'],
  'worksheets.listLoadFailed': ['Couldn’t load your worksheets'],
  'worksheets.added': ['Added to worksheet'],
  'worksheets.addFailed': ['Couldn’t add to the worksheet'],
};
