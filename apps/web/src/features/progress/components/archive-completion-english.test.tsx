import { routes } from '@pastexam/api-contract';
import { progressMessages } from '@pastexam/ui/messages/progress';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { meAnswer } from '../../../testing/api-fixtures.ts';
import { midterm } from '../../../testing/archive-fixtures.ts';
import { loadEnglish } from '../../../testing/load-english.ts';
import { renderSignedIn } from '../../../testing/render-with-services.tsx';
import { matchRoute, useTestServer } from '../../../testing/test-server.ts';
import { ArchiveCompletion } from './archive-completion.tsx';

const server = useTestServer();
beforeAll(() => loadEnglish(progressMessages));

describe('an exam’s 已完成 in English', () => {
  it('names the exam with its academic year in English', async () => {
    await server.start((request) => {
      if (matchRoute(routes.users.me, request)) return meAnswer(request);
      if (matchRoute(routes.progress.listMyCompletions, request))
        return { status: 200, body: { archive_ids: [] } };
      return { status: 404, body: { detail: 'Not found' } };
    });
    await renderSignedIn(
      <ArchiveCompletion archive={midterm} />,
      { uid: 7, is_admin: false },
      { locale: 'en' },
    );
    expect(
      await screen.findByRole('button', { name: 'Done: AY 2023–24 (112) 期中考 (林教授)' }),
    ).toBeTruthy();
  });
});
