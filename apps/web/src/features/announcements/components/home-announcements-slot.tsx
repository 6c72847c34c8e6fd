import { Suspense, useEffect, useState } from 'react';
import { lazyComponent, whenIdle } from '../../../lib/lazy-component.ts';

// The list, the contract's routes and zod come in a chunk of their own, once the prerendered page has painted
// and the browser is idle: the guest's first load stays as light as before.
const HomeAnnouncements = lazyComponent(
  () => import('./home-announcements.tsx').then((module) => module.HomeAnnouncements),
  () => null,
);

/**
 * Where the home page shows its 重要公告. Nothing in the prerendered page nor at hydration (the two must match,
 * decision 014); the list is asked for once the browser is idle after that.
 */
export function HomeAnnouncementsSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <HomeAnnouncements.Component />
    </Suspense>
  ) : null;
}
