import { StatisticsPlace } from '@pastexam/ui/statistics/place';
import { type ComponentType, useEffect, useState } from 'react';

/**
 * The home page's figures (product §2.10). The prerendered page, and the page as it hydrates, hold only their
 * empty place; the code that asks for them and draws them is fetched once the page is in the browser, so no
 * page's first load carries it. Should it or the figures not arrive, the place stays empty.
 */
export function LandingStatistics() {
  const [Figures, setFigures] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    import('./statistics-figures.tsx').then(
      (module) => {
        if (mounted) setFigures(() => module.StatisticsFigures);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return Figures ? <Figures /> : <StatisticsPlace />;
}
