import { type QueryClient, useMutation } from '@tanstack/react-query';
import { type ApiClient, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/**
 * A change an admin makes to a list they are looking at. When it lands, or is refused because the row is gone
 * already (404: another admin got there first), `refresh` brings the lists it touched up to date; any other
 * refusal changed nothing, and the lists stay as they are.
 */
export function useAdminChange<Input, Output>(
  send: (api: ApiClient, input: Input) => Promise<Output>,
  refresh: (queryClient: QueryClient, landed: boolean) => void,
) {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (input: Input) => send(api, input),
    onSettled: (_output, error) => {
      if (error === null || errorStatus(error) === 404) refresh(queryClient, error === null);
    },
  });
}
