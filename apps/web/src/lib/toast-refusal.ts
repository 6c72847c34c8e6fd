import { toast } from '@pastexam/ui/toast';
import { refusalMessage } from './api-client.ts';

/**
 * The toast for a failed call: `title` over the server's zh-TW detail, or `fallback` when it gave none. Nothing
 * on a 401, which ends the session and takes the user home instead.
 */
export function toastRefusal(title: string, error: unknown, fallback = '請稍後再試'): void {
  const message = refusalMessage(error, fallback);
  if (message !== null) toast.error(title, message);
}
