import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminServer } from '../testing/admin-fixtures.ts';
import { indexedSearch, openAdmin, serveAdminEachTest } from '../testing/admin-fixtures.ts';

let admin: AdminServer;
serveAdminEachTest((started) => {
  admin = started;
}, 'search');

const panel = async () => within(await screen.findByRole('tabpanel', { name: '全文搜尋' }));

describe('the 全文搜尋 tab', () => {
  it('counts the searchable pages from the server', async () => {
    openAdmin();
    const tab = await panel();
    expect((await tab.findByText('可搜尋的頁數')).nextElementSibling?.textContent).toBe('240');
    expect(tab.queryByText('這台伺服器未安裝文字辨識（OCR）')).toBeNull();
  });

  it('says how many scans wait and how to enable OCR on a server without it', async () => {
    admin.options.searchStatus = { ...indexedSearch, pages_waiting_ocr: 12, ocr_available: false };
    openAdmin();
    const tab = await panel();
    expect(await tab.findByText('這台伺服器未安裝文字辨識（OCR）')).toBeTruthy();
    expect(tab.getByText(/有 12 頁掃描檔等待辨識/)).toBeTruthy();
    expect(tab.getByText(/apt-get install -y tesseract-ocr tesseract-ocr-chi-tra/)).toBeTruthy();
  });
});
