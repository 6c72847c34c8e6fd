import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MessageId } from '@pastexam/ui/i18n';
import { useT } from '@pastexam/ui/i18n';
import { IconBooks, IconFileSearch, IconLogin2, IconSparkles, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LandingStatistics } from './landing-statistics.tsx';

type LandingPageProps = {
  /** Opens the login dialog. */
  onLogin: () => void;
  /** The pointer or keyboard focus reached 登入: the dialog can be readied before the press. */
  onLoginIntent: () => void;
  /** The 重要公告 between the introduction and the cards (product §2.8). Default none. */
  announcements?: ReactNode;
};

const offers: Array<{ icon: ReactNode; title: MessageId; text: MessageId }> = [
  { icon: <IconBooks size={22} />, title: 'landing.browseTitle', text: 'landing.browseText' },
  { icon: <IconFileSearch size={22} />, title: 'landing.previewTitle', text: 'landing.previewText' },
  { icon: <IconUpload size={22} />, title: 'landing.uploadTitle', text: 'landing.uploadText' },
  { icon: <IconSparkles size={22} />, title: 'landing.aiExamTitle', text: 'landing.aiExamText' },
];

/** The page guests see first: what the archive offers, the way in, and the department's figures. */
export function LandingPage({ onLogin, onLoginIntent, announcements }: LandingPageProps) {
  const t = useT();
  return (
    <Container size="lg" py={{ base: 'xl', md: 64 }}>
      <Stack gap="xl">
        <Stack gap="md" align="flex-start" maw={720}>
          <Title order={1}>{t('landing.title')}</Title>
          <Text size="lg" c="dimmed">
            {t('landing.intro')}
          </Text>
          <Button
            size="md"
            leftSection={<IconLogin2 size={18} />}
            onClick={onLogin}
            onPointerEnter={onLoginIntent}
            onFocus={onLoginIntent}
          >
            {t('landing.login')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('landing.loginMethods')}
          </Text>
        </Stack>
        {announcements}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {offers.map((offer) => (
            <Card key={offer.title} withBorder padding="lg" radius="md">
              <Stack gap="sm">
                <ThemeIcon size="lg" radius="md" variant="light" aria-hidden>
                  {offer.icon}
                </ThemeIcon>
                <Title order={2} size="h4">
                  {t(offer.title)}
                </Title>
                <Text size="sm">{t(offer.text)}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        {/* Last on the page, so that the figures arriving after the first paint move nothing above them. */}
        <LandingStatistics />
      </Stack>
    </Container>
  );
}
