import { type AiAnswerRequest, errorCatalogue, routes } from '@pastexam/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../testing/render-with-services.tsx';
import { matchRoute, startTestServer, type TestServer } from '../../../testing/test-server.ts';
import { AiDraftButton } from './ai-draft-button.tsx';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const request = (
  status: AiAnswerRequest['status'],
  extra: Partial<AiAnswerRequest> = {},
): AiAnswerRequest => ({
  id: '6f1c1a8e-0000-4000-8000-000000000001',
  archive_id: 7,
  question_id: 12,
  status,
  error: null,
  answer_id: null,
  ai_model: null,
  ai_region: null,
  created_at: '2026-11-28T10:00:00.000Z',
  ...extra,
});

describe('請 AI 試答', () => {
  it('queues a draft, shows its progress, and says when it arrived', async () => {
    // The list the server answers: nothing, then the draft running, then done.
    const answers = [
      [],
      [request('running')],
      [request('done', { answer_id: 99, ai_model: 'gemini-2.5-flash' })],
    ];
    let listed = 0;
    server = await startTestServer((call) => {
      if (matchRoute(routes.aiAnswers.requestAiAnswer, call)) return { status: 200, body: request('queued') };
      if (matchRoute(routes.aiAnswers.listAiAnswers, call)) {
        const requests = answers[Math.min(listed, answers.length - 1)];
        listed += 1;
        return { status: 200, body: { requests } };
      }
      return { status: 404, body: { detail: '', code: 'not_found' } };
    });
    const onDrafted = vi.fn();
    await renderSignedIn(<AiDraftButton archiveId={7} questionId={12} onDrafted={onDrafted} />, {
      uid: 3,
      is_admin: false,
    });
    await userEvent.click(await screen.findByRole('button', { name: '請 AI 試答' }));
    expect(await screen.findByText('AI 正在試答這一題…')).toBeTruthy();
    expect(
      await screen.findByText('AI 試答已完成，已加入解答列表（🤖 AI 試答，模型 gemini-2.5-flash）'),
    ).toBeTruthy();
    expect(onDrafted).toHaveBeenCalledWith(99);
    expect(server.callsTo(routes.aiAnswers.requestAiAnswer)).toHaveLength(1);
  });

  it('says a draft arrived even when it was done by the first look after asking', async () => {
    let asked = false;
    server = await startTestServer((call) => {
      if (matchRoute(routes.aiAnswers.requestAiAnswer, call)) {
        asked = true;
        return { status: 200, body: request('queued') };
      }
      if (matchRoute(routes.aiAnswers.listAiAnswers, call))
        return {
          status: 200,
          body: { requests: asked ? [request('done', { answer_id: 99, ai_model: 'gemini-2.5-flash' })] : [] },
        };
      return { status: 404, body: { detail: '', code: 'not_found' } };
    });
    const onDrafted = vi.fn();
    await renderSignedIn(<AiDraftButton archiveId={7} questionId={12} onDrafted={onDrafted} />, {
      uid: 3,
      is_admin: false,
    });
    await userEvent.click(await screen.findByRole('button', { name: '請 AI 試答' }));
    expect(
      await screen.findByText('AI 試答已完成，已加入解答列表（🤖 AI 試答，模型 gemini-2.5-flash）'),
    ).toBeTruthy();
    expect(onDrafted).toHaveBeenCalledWith(99);
  });

  it('says why it cannot: no key, or the draft failed at Gemini', async () => {
    server = await startTestServer((call) => {
      if (matchRoute(routes.aiAnswers.requestAiAnswer, call))
        return { status: 400, body: { detail: errorCatalogue.no_api_key.message, code: 'no_api_key' } };
      return {
        status: 200,
        body: { requests: [request('failed', { error: '已超過 Gemini 使用額度，請稍後再試' })] },
      };
    });
    await renderSignedIn(<AiDraftButton archiveId={7} questionId={12} />, { uid: 3, is_admin: false });
    expect((await screen.findByRole('alert')).textContent).toContain('已超過 Gemini 使用額度，請稍後再試');
    await userEvent.click(screen.getByRole('button', { name: '請 AI 試答' }));
    expect(await screen.findByText(errorCatalogue.no_api_key.message)).toBeTruthy();
  });
});
