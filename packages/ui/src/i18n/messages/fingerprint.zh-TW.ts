/** 出題分析 (product §4.23): a course's topics × academic years, as a heatmap and as a table. */
export const messages = {
  'fingerprint.wholeArea': '{area}（整個領域）',
  'fingerprint.allProfessors': '全部教授',
  'fingerprint.summary': '{years} 個學年度有考古題 · {tagged} / {total} 題已確認主題',
  'fingerprint.dormantRule': '多年未考：到 {year}（最新的考古題）為止，連續 {dormant} 個學年度以上沒考',
  'fingerprint.noExams': '這門課程還沒有考古題。',
  'fingerprint.noTagged': '還沒有題目帶有已確認的主題。',
  'fingerprint.noTaggedHint':
    '題目標上主題並由課程專家或管理員確認後，這裡會畫出每個主題在各學年度考了幾題，並標出多年未考的主題。',
  'fingerprint.seeTopics': '看看有哪些主題',
  'fingerprint.loading': '正在載入出題分析',
  'fingerprint.caption': '{course}（{professor}）各主題每學年度的題數',
  'fingerprint.professor': '教授',
  'fingerprint.view': '檢視方式',
  'fingerprint.heatmap': '熱度圖',
  'fingerprint.asTable': '以表格檢視',
  'fingerprint.tableRegion': '出題分析表格',
  'fingerprint.heatmapRegion': '出題熱度圖',
  'fingerprint.dormant': '多年未考',
  'fingerprint.few': '少',
  'fingerprint.many': '多',
  'fingerprint.topic': '主題',
  'fingerprint.total': '合計',
  'fingerprint.lastYear': '最近出題',
  'fingerprint.notDormant': '否',
  // The app’s pages (apps/web): their headings, toasts and fallbacks.
  'fingerprint.loadFailed': '無法載入出題分析',
  'fingerprint.backToCourse': '← 回到課程',
  'fingerprint.title': '出題分析',
  'fingerprint.titleOf': '出題分析：{course}',
  'fingerprint.intro': '每個主題在各學年度的考古題中出現幾題，只算課程專家或管理員確認過的主題。',
  'fingerprint.showAllProfessors': '改看全部教授',
  'fingerprint.courseLink': '{course} 出題分析',
} as const;

export type MessageId = keyof typeof messages;
