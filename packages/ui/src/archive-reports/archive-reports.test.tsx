import { MantineProvider } from '@mantine/core';
import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectLoadFailure } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './archive-reports.stories.tsx';
import { openReportedArchive } from './fixtures.ts';
import { ReportArchiveDialog } from './report-archive-dialog.tsx';

const {
  OpenReports,
  ResolvedReports,
  InTrash,
  NoReports,
  LoadFailed,
  MyReports,
  MyReportsEmpty,
  ReportDialogRefused,
} = composeStories(stories);

describe('檢舉: exam reports', () => {
  it('shows the group’s reason counted and each note, and resolves it with the admin’s note', async () => {
    const onResolve = fn();
    renderStory(OpenReports, <OpenReports onResolve={onResolve} />);
    expect(screen.getByText('課程或資訊錯誤 × 2')).toBeTruthy();
    expect(screen.getByText(/這其實是期末考/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '112 資料結構 期中考' }).getAttribute('href')).toBe(
      '/archive?course=3&archive=7',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /處理說明/ }), '已改為期末考');
    await userEvent.click(screen.getByRole('button', { name: '已修正' }));
    expect(onResolve).toHaveBeenCalledWith(openReportedArchive, 'fixed', '已改為期末考');
    await userEvent.click(screen.getByRole('button', { name: '移到垃圾桶' }));
    expect(onResolve).toHaveBeenLastCalledWith(openReportedArchive, 'hidden', '已改為期末考');
  });

  it('says how a resolved group was resolved, without buttons', () => {
    renderStory(ResolvedReports, <ResolvedReports />);
    expect(screen.getByText(/已修正・管理員.*已改為期末考/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '不處理' })).toBeNull();
  });

  it('marks an archive in the trash', () => {
    renderStory(InTrash, <InTrash />);
    expect(screen.getByText('在垃圾桶')).toBeTruthy();
  });

  it('says when nothing waits', async () => {
    renderStory(NoReports, <NoReports />);
    expect(screen.getByText('沒有待處理的考古題回報')).toBeTruthy();
  });

  it('offers 重新載入 when the list failed', async () => {
    await expectLoadFailure(LoadFailed, '無法載入考古題回報', '沒有待處理的考古題回報');
  });
});

describe('我的檢舉: exam reports', () => {
  it('tells the reporter each outcome with the admin’s note, marking the unseen one new', () => {
    renderStory(MyReports, <MyReports />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('已修正・新')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('管理員已修正這份考古題：已改為期末考')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('處理中')).toBeTruthy();
  });

  it('says when there is none', () => {
    renderStory(MyReportsEmpty, <MyReportsEmpty />);
    expect(screen.getByText('您還沒有回報任何考古題')).toBeTruthy();
  });
});

describe('the 回報問題 dialog', () => {
  it('asks for a problem type before sending, then sends it with the note', async () => {
    const onSubmit = fn();
    render(
      <MantineProvider>
        <ReportArchiveDialog opened onSubmit={onSubmit} onClose={fn()} />
      </MantineProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '送出' }));
    expect(screen.getByText('請選擇問題類型')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '無法閱讀' }));
    await userEvent.type(screen.getByRole('textbox', { name: /補充說明/ }), '第 3 頁很模糊');
    await userEvent.click(screen.getByRole('button', { name: '送出' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'unreadable', note: '第 3 頁很模糊' });
  });

  it('shows why the server refused the report', async () => {
    renderStory(ReportDialogRefused, <ReportDialogRefused />);
    expect((await screen.findByRole('alert')).textContent).toContain('您已用這個理由回報過此考古題');
  });
});
