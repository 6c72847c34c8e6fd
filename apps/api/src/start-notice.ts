import type { AdminPasswordNotice } from './users/admin-bootstrap.ts';

const RULE = '═'.repeat(64);
const CHANGE_IT = '登入後請在「更改密碼」換成自己的密碼；換過之後，下一次啟動時會刪除這個檔案。';

/** Lines inside the frame, indented under its rules. */
const framed = (lines: readonly string[]) => ['', RULE, ...lines.map((line) => `  ${line}`), RULE, ''];

/**
 * What the console says of the first administrator's password, after the start-up lines so that it is the
 * last thing on screen (product §1.4): on the first start a framed block with the address, the account and,
 * on a terminal, the password itself; a log collector (stdout not a terminal) is told only the file, so the
 * password never reaches a journal. Later starts name the file while it is kept, and say when it was deleted.
 * Empty when there is nothing to say.
 */
export function adminPasswordNotice(url: string, notice: AdminPasswordNotice, terminal: boolean): string {
  switch (notice.state) {
    case 'none':
      return '';
    case 'kept':
      return `管理員的初始密碼仍存放在 ${notice.path}（只有擁有者能讀）；${CHANGE_IT}\n`;
    case 'removed':
      return `管理員已變更初始密碼，已刪除存放它的 ${notice.path}。\n`;
    case 'created': {
      const { admin, path } = notice;
      const shown = terminal || path === null;
      const lines = [
        shown ? '已建立管理員帳號，請用它登入：' : '已建立管理員帳號：',
        `  網址：${url}`,
        `  帳號：${admin.username}`,
        ...(shown ? [`  密碼：${admin.password}`] : []),
        ...(path === null
          ? [
              '無法把密碼寫入資料目錄，這是它唯一的一份：請立即記下。',
              '登入後請在「更改密碼」換成自己的密碼。',
            ]
          : [
              shown
                ? '密碼只會在這裡顯示一次，另存於只有擁有者能讀的檔案：'
                : '密碼已寫入只有擁有者能讀的檔案：',
              `  ${path}`,
              CHANGE_IT,
            ]),
      ];
      return `${framed(lines).join('\n')}\n`;
    }
  }
}
