import { createFileRoute } from '@tanstack/react-router';
import { useShellState } from '../../app/shell-state.tsx';
import { HomeAnnouncementsSlot } from '../../features/announcements/components/home-announcements-slot.tsx';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';

export const Route = createFileRoute('/_guest/')({
  component: HomeRoute,
});

function HomeRoute() {
  const shell = useShellState();
  return (
    <LandingPage
      onLogin={() => shell.open('login')}
      onLoginIntent={() => shell.reach('login')}
      announcements={<HomeAnnouncementsSlot />}
    />
  );
}
