import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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

const offers: Array<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <IconBooks size={22} />,
    title: '依課程瀏覽考古題',
    text: '大一到研究所、跨領域與通識課程，依年級分類整理，搜尋課程名稱就能找到歷屆的期中考、期末考與小考。',
  },
  {
    icon: <IconFileSearch size={22} />,
    title: '線上預覽與下載',
    text: '直接在頁面上閱讀 PDF，依學年、教授、考試類型與是否附解答篩選，需要時再下載保存。',
  },
  {
    icon: <IconUpload size={22} />,
    title: '補上缺少的考古題',
    text: '手上有資料庫裡還沒有的考卷？登入後即可上傳，讓下一屆的同學也找得到。',
  },
  {
    icon: <IconSparkles size={22} />,
    title: 'AI 模擬試題',
    text: '挑選同一位教授的 1 到 3 份考古題（建議 2 到 3 份），使用你自己的 Gemini API Key，產生風格相近、附解答的全新模擬試題。',
  },
];

/** The page guests see first: what the archive offers, the way in, and the department's figures. */
export function LandingPage({ onLogin, onLoginIntent, announcements }: LandingPageProps) {
  return (
    <Container size="lg" py={{ base: 'xl', md: 64 }}>
      <Stack gap="xl">
        <Stack gap="md" align="flex-start" maw={720}>
          <Title order={1}>資訊系考古題系統</Title>
          <Text size="lg" c="dimmed">
            {/* One string: JSX would join two lines of text with a space, which Chinese does not put after ， */}
            {
              '系上師生共同整理的歷屆考古題。登入後即可依課程查找考卷、線上閱讀與下載、上傳缺少的考題，並以過去的考卷產生 AI 模擬試題來準備考試。'
            }
          </Text>
          <Button
            size="md"
            leftSection={<IconLogin2 size={18} />}
            onClick={onLogin}
            onPointerEnter={onLoginIntent}
            onFocus={onLoginIntent}
          >
            登入
          </Button>
          <Text size="sm" c="dimmed">
            可使用系統帳號或校務單一登入。
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
                  {offer.title}
                </Title>
                <Text size="sm">{offer.text}</Text>
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
