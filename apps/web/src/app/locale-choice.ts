import type { Locale } from '@pastexam/api-contract/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useMe } from '../api/me-query.ts';
import { queryKeys } from '../api/query-keys.ts';
import { savedLocale, saveLocale } from '../lib/locale.ts';
import { useCurrentUser, useServices } from '../lib/services.tsx';
import { useShowLocale } from './locale-state.tsx';

/**
 * The top bar's 中文 / English (product §2.12): the interface changes at once and this device keeps the choice;
 * a signed-in user's is kept on the server too, so every device they sign in on follows it. When the server
 * holds a choice it wins over the device's; when it holds none, the device's choice becomes the user's. What the
 * server wrote in the user's language (the notifications) is fetched again once it holds the new one.
 */
export function useLocaleChoice(): (locale: Locale) => void {
  const show = useShowLocale();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const signedIn = useCurrentUser() !== null;
  const me = useMe();

  const keep = useCallback(
    async (locale: Locale) => {
      // The contract's routes come with a signed-in user's code, never with a guest's first page.
      const { routes } = await import('../api/contract-routes.ts');
      const user = await api.call(routes.users.updateMyLocale, { body: { locale } });
      queryClient.setQueryData(queryKeys.me, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
    [api, queryClient],
  );

  const serverLocale = me?.locale ?? null;
  const known = me !== null;
  useEffect(() => {
    if (!known) return;
    if (serverLocale !== null) {
      void show(serverLocale);
      return;
    }
    const chosenHere = savedLocale(window.localStorage);
    // Not kept this time (offline, signed out meanwhile): the next sign-in offers it again.
    if (chosenHere !== null) keep(chosenHere).catch(() => {});
  }, [known, serverLocale, show, keep]);

  return (locale) => {
    saveLocale(window.localStorage, locale);
    void show(locale);
    // Shown already; kept on the server as soon as it answers, and offered again on the next sign-in if not.
    if (signedIn) keep(locale).catch(() => {});
  };
}
