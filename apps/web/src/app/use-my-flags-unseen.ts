import { useQuery } from '@tanstack/react-query';
import { myFlagsQuery } from '../features/answer-flags/api/my-flags.ts';
import { useServices } from '../lib/services.tsx';

/**
 * How many outcomes of the user's flags they have not seen, for 我的檢舉 in their menu: asked once a page is
 * shown to a signed-in user, and kept current by 我的檢舉 itself (the same cache entry).
 */
export function useMyFlagsUnseen(signedIn: boolean): number {
  const { api } = useServices();
  const list = useQuery({ ...myFlagsQuery(api), enabled: signedIn });
  return list.data?.unseen ?? 0;
}
