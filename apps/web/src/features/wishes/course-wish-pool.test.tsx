import { routes } from '@pastexam/api-contract';
import { sampleMyWishes, sampleWish, sampleWishes } from '@pastexam/ui/wishes/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { token } from '../../testing/archive-fixtures.ts';
import { pageReady, serveArchiveEachTest } from '../../testing/archive-server.ts';
import { renderApp } from '../../testing/render-app.tsx';

const archive = serveArchiveEachTest();
const pool = () => screen.findByRole('region', { name: '許願池' });

describe('許願池 on the course page', () => {
  it("lists the course's open wishes with how many wait, and sends 同求", async () => {
    archive.answers.wishes = (courseId) => ({
      status: 200,
      body: { wishes: courseId === 3 ? sampleWishes : [] },
    });
    renderApp('/archive?course=3', { token });
    await pageReady();
    const rows = within(await pool()).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      '3 人在等 113 期中考',
      '2 人在等 112 期末考（陳教授）',
      '1 人在等 任何考古題',
    ]);
    const [asked] = archive.server.callsTo(routes.wishes.listCourseWishes, { id: '3' });
    expect(asked?.headers.authorization).toBe(`Bearer ${token}`);

    await userEvent.click(within(await pool()).getByRole('button', { name: '同求 113 期中考' }));
    await waitFor(() =>
      expect(archive.server.callsTo(routes.wishes.setWishJoined, { id: '1' })).toHaveLength(1),
    );
    const [join] = archive.server.callsTo(routes.wishes.setWishJoined, { id: '1' });
    expect(JSON.parse(join?.body ?? '{}')).toEqual({ joined: true });
  });

  it('opens the upload wizard from 我有這份, filled in with the wish', async () => {
    archive.answers.wishes = () => ({
      status: 200,
      body: { wishes: [sampleWish({ professor: '王教授', academic_year: 112, archive_type: 'final' })] },
    });
    renderApp('/archive?course=3', { token });
    await pageReady();
    await userEvent.click(
      within(await pool()).getByRole('button', { name: '我有這份 112 期末考（王教授）' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '上傳考古題' });
    const form = await within(dialog).findByRole('form', { name: '考試資訊' });
    expect(within(form).getByDisplayValue('王教授')).toBeTruthy();
    expect(within(form).getByDisplayValue('112')).toBeTruthy();
    expect(within(form).getAllByDisplayValue('期末考')).toHaveLength(2);
    // The note of the wishes it would fulfil is asked for the exam described.
    await waitFor(() =>
      expect(archive.server.callsTo(routes.wishes.findWishMatches, { id: '3' })).toHaveLength(1),
    );
    const [matches] = archive.server.callsTo(routes.wishes.findWishMatches, { id: '3' });
    expect(JSON.parse(matches?.body ?? '{}')).toEqual({
      professor: '王教授',
      academic_year: 112,
      archive_type: 'final',
    });
  });

  it('opens 我的願望, asked for only then, with why a wish was closed', async () => {
    archive.answers.myWishes = () => ({ status: 200, body: { wishes: sampleMyWishes } });
    renderApp('/archive?course=3', { token });
    await pageReady();
    await userEvent.click(within(await pool()).getByRole('button', { name: '我的願望' }));
    const dialog = await screen.findByRole('dialog', { name: '我的願望' });
    expect(await within(dialog).findByText('關閉原因：那一年沒有開課')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '查看考古題' }).getAttribute('href')).toBe(
      '/archive?course=3&archive=31',
    );
    expect(archive.server.callsTo(routes.wishes.listMyWishes)).toHaveLength(1);
  });
});
