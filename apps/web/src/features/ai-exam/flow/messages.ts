/** Every toast and message of the AI exam flow (SPEC §8), in one place so tests and code agree. */
export const messages = {
  coursesFailed: { title: '載入失敗', message: '無法載入課程列表' },
  professorsFailed: { title: '載入失敗', message: '無法載入教授清單' },
  archivesFailed: { title: '載入失敗', message: '服務暫時無法使用，請稍後再試' },
  noArchives: { title: '找不到考古題', message: '該教授沒有考古題' },
  noMidtermOrFinal: { title: '找不到考古題', message: '該教授沒有期中考或期末考' },
  conflict: { title: '任務衝突', message: '您已有一個進行中的任務，請等待完成後再提交新任務' },
  submitFailed: { title: '提交失敗', message: '提交失敗，請稍後再試' },
  generationFailed: { title: '生成失敗', message: '生成失敗，請稍後再試' },
  pollFailed: { title: '查詢失敗', message: '服務暫時無法使用，請稍後再試' },
  generated: { title: '生成成功', message: '模擬試題已成功生成' },
  copied: { title: '複製成功', message: '內容已複製到剪貼簿' },
  copyFailed: { title: '複製失敗', message: '無法複製到剪貼簿' },
  downloaded: { title: '下載成功', message: '模擬試題已下載' },
  keySaved: { title: '設定成功', message: 'API Key 測試通過並已成功設定' },
  keySaveFailed: { title: '設定失敗', message: '請確認 API Key 是否正確' },
  keyRemoved: { title: '移除成功', message: 'API Key 已移除' },
  keyRemoveFailed: { title: '移除失敗', message: 'API Key 移除失敗，請稍後再試' },
  regenerate: {
    title: '確認重新生成',
    message: '你將回到一開始選擇的介面，並且現在的內容將無法再取得。如需保留請先下載。確定要繼續嗎？',
  },
} as const;
