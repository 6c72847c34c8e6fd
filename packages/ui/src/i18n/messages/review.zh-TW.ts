/** 複習 (review): the daily queue on the home page, the review's cards, 加入複習 beside a question, 考試日期. */
export const messages = {
  'review.examDates': '考試日期',
  'review.examDatesHint': '設定課程的考試日期後，這門課的題目最晚會在考試當天再複習一次。',
  'review.courseCards': '{course}（{count} 題）',
  'review.mockExamFrom': '{exam}（模擬試題）',
  'review.mockExamFromCourse': '{course} · {exam}（模擬試題）',
  'review.openMockExam': '開啟這份模擬試題',
  'review.openQuestion': '在考古題中開啟這一題',
  'review.noAnswer': '此題還沒有解答。',
  'review.card': '複習 {name}',
  'review.answer': '解答',
  'review.howWell': '記得多少？',
  'review.reveal': '顯示解答',
  'review.done': '今天的複習完成了，共 {count} 題。',
  'review.nothingDue': '今天沒有要複習的題目。',
  'review.doneHint': '在題目旁按「加入複習」，或在我的收藏按「全部加入複習」，題目就會依時排進複習。',
  'review.home': '回首頁',
  'review.section': '複習',
  'review.dueToday': '今天要複習 {count} 題',
  'review.nothingDueToday': '今天沒有要複習的題目',
  'review.start': '開始複習',
  'review.manage': '管理複習',
  'review.add': '加入複習',
  'review.remove': '移出複習',
  'review.addQuestion': '加入複習 {name}',
} as const;

export type MessageId = keyof typeof messages;
