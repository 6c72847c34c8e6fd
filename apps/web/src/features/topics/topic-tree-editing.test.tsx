import { routes } from '@pastexam/api-contract';
import { sampleAreas } from '@pastexam/ui/topics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../testing/api-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { serveSignedInApp, uncodedFailure } from '../../testing/signed-in-server.ts';
import { matchRoute } from '../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../testing/tokens.ts';

const admin = makeToken(claimsFor({ name: '管理員', is_admin: true }));

const server = serveSignedInApp((request) => {
  if (matchRoute(routes.topics.listTopics, request))
    return { status: 200, body: { areas: sampleAreas, can_edit: true } };
  // Another topic of 作業系統 is named CPU 排程; any other name the server fails to save.
  if (matchRoute(routes.topics.updateTopic, request))
    return request.body.includes('CPU 排程') ? refusal('duplicate_topic') : uncodedFailure;
  if (matchRoute(routes.topics.deleteTopic, request)) return refusal('topic_not_found');
  return undefined;
});

async function renameTo(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: '編輯 同步與死結' }));
  const dialog = await screen.findByRole('dialog', { name: '編輯主題：同步與死結' });
  const field = within(dialog).getByRole('textbox', { name: '中文名稱' });
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
  return { dialog, field };
}

describe('editing the topic tree', () => {
  it('says under the name that another topic of the level has it, and keeps the dialog open', async () => {
    renderApp('/topics', { token: admin });
    const { dialog, field } = await renameTo('CPU 排程');
    expect(await within(dialog).findByText('同一層已有相同名稱的主題')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('無法儲存主題')).toBeNull();
  });

  it('says another refusal in a toast, and not under the name', async () => {
    renderApp('/topics', { token: admin });
    const { dialog } = await renameTo('同步');
    expect(await screen.findByText('無法儲存主題')).toBeTruthy();
    expect(within(dialog).queryByText('同一層已有相同名稱的主題')).toBeNull();
    expect(server.callsTo(routes.topics.updateTopic, { tid: '21' })).toHaveLength(1);
  });
});
