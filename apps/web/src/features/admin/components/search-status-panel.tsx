import { SearchStatusPanel } from '@pastexam/ui/search/status';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';
import { adminSearchStatusQuery } from '../api/admin-search-status.ts';

/** 全文搜尋: the index's progress, refreshed while scans wait for OCR. */
export function SearchIndexPanel() {
  const { api } = useServices();
  const status = useQuery(adminSearchStatusQuery(api));
  return (
    <SearchStatusPanel
      status={status.data ?? null}
      loading={status.isPending}
      onRetry={status.isError ? () => void status.refetch() : null}
    />
  );
}
