import { StatisticsRow } from '@pastexam/ui/statistics';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';
import { statisticsQuery } from '../api/statistics.ts';

/** The department's figures as the server counted them; should they not arrive, the place stays empty. */
export function StatisticsFigures() {
  const { api } = useServices();
  const { data } = useQuery(statisticsQuery(api));
  return <StatisticsRow statistics={data ?? null} />;
}
