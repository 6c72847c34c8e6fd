import { routes } from '@pastexam/api-contract';
import { loadCatalogue } from '@pastexam/ui/i18n';
import { wishesMessages } from '@pastexam/ui/messages/wishes';
import { sampleWish, sampleWishes } from '@pastexam/ui/wishes/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../testing/api-fixtures.ts';
import { renderSignedIn } from '../../../testing/render-with-services.tsx';
import { matchRoute, type RecordedRequest, useTestServer } from '../../../testing/test-server.ts';
import { WishesPanel } from './wishes-panel.tsx';

const server = useTestServer();

// In a test, a component suspended on its area's English is not drawn again when it arrives: load it first.
beforeAll(() => loadCatalogue(wishesMessages, 'en'));

describe('the wish pool in English', () => {
  it('closes a wish for admins and says so in English', async () => {
    await server.start((request: RecordedRequest) => {
      if (matchRoute(routes.wishes.adminListWishes, request))
        return { status: 200, body: { wishes: sampleWishes } };
      if (matchRoute(routes.wishes.adminCloseWish, request))
        return { status: 200, body: sampleWish({ state: 'closed', close_reason: 'No midterm this term' }) };
      return refusal('not_found');
    });
    await renderSignedIn(<WishesPanel />, { uid: 1, is_admin: true }, { locale: 'en' });
    await userEvent.click(
      (await screen.findAllByRole('button', { name: /^Close wish: / }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Close wish' });
    await userEvent.type(within(dialog).getByLabelText(/Reason for closing/), 'No midterm this term');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close wish' }));
    expect(await screen.findByText('Wish closed')).toBeTruthy();
    expect(screen.getByText('The wishers will see the reason in My wishes')).toBeTruthy();
  });
});
