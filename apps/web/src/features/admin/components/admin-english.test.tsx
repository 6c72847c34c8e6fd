import { loadCatalogue, loadLocale } from '@pastexam/ui/i18n';
import { adminMessages } from '@pastexam/ui/messages/admin';
import { confirmDialogMessages } from '@pastexam/ui/messages/confirm-dialog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';
import { ADMIN_ID, sampleCourse, self, serveAdminEachTest } from '../testing/admin-fixtures.ts';

let options: { failCourseList: boolean };
serveAdminEachTest((admin) => {
  ({ options } = admin);
});

beforeAll(() =>
  Promise.all([
    loadLocale('en'),
    loadCatalogue(adminMessages, 'en'),
    loadCatalogue(confirmDialogMessages, 'en'),
  ]),
);

/** The admin page at `path`, drawn in English. */
const openAdminInEnglish = (path = '/admin') =>
  renderApp(path, {
    token: makeToken(claimsFor({ uid: ADMIN_ID, name: self.name, is_admin: true })),
    locale: 'en',
  });

describe('the admin page in English', () => {
  it('names its tabs and its heading in English, and links to the past exams page', async () => {
    openAdminInEnglish();
    expect(await screen.findByRole('tab', { name: 'Courses', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Administration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the past exams page' }).getAttribute('href')).toBe('/archive');
    for (const tab of [
      'Users',
      'Announcements',
      'Reports',
      'Wish pool',
      'Trash',
      'Audit log',
      'Full-text search',
    ])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
  });

  it('asks in English before deleting a course', async () => {
    openAdminInEnglish('/admin?tab=courses');
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${sampleCourse.name}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete course' });
    expect(confirm.textContent).toContain(`Delete course “${sampleCourse.name}”?`);
    expect(confirm.textContent).toContain('to the trash too, where they can be restored.');
    // Cancelled: the fixtures' courses stay as the other tests of this worker expect them.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  });

  it('says in English that the course list could not be loaded', async () => {
    options.failCourseList = true;
    openAdminInEnglish('/admin?tab=courses');
    expect(await screen.findByText('Couldn’t load the course list')).toBeTruthy();
  });
});
