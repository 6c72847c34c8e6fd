import { describe, expect, it } from 'vitest';
import { adminPasswordNotice } from './start-notice.ts';

const url = 'http://localhost:3000';
const admin = { username: 'admin', password: 'vPrI2BW0Mx0B2uIv' };
const path = '/srv/pastexam/data/admin-password.txt';

describe('adminPasswordNotice', () => {
  it('on a terminal frames the address, the account, the password and its file, closing with the frame', () => {
    const text = adminPasswordNotice(url, { state: 'created', admin, path }, true);
    const lines = text.trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(/^═+$/);
    expect(lines.filter((line) => /^═+$/.test(line))).toHaveLength(2);
    expect(text).toContain(`網址：${url}`);
    expect(text).toContain('帳號：admin');
    expect(text).toContain(`密碼：${admin.password}`);
    expect(text).toContain(path);
    expect(text).toContain('更改密碼');
  });

  it('tells a log collector only the file, never the password', () => {
    const text = adminPasswordNotice(url, { state: 'created', admin, path }, false);
    expect(text).not.toContain(admin.password);
    expect(text).toContain('帳號：admin');
    expect(text).toContain(path);
  });

  it('shows the password wherever the console goes when the file could not be written, its only copy', () => {
    const text = adminPasswordNotice(url, { state: 'created', admin, path: null }, false);
    expect(text).toContain(`密碼：${admin.password}`);
    expect(text).toContain('請立即記下');
  });

  it('on later starts names the file while it is kept, says when it was deleted, and is silent without one', () => {
    expect(adminPasswordNotice(url, { state: 'kept', path }, true)).toContain(`仍存放在 ${path}`);
    expect(adminPasswordNotice(url, { state: 'removed', path }, true)).toContain(`已刪除存放它的 ${path}`);
    expect(adminPasswordNotice(url, { state: 'none' }, true)).toBe('');
  });
});
