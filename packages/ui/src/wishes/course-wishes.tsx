import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Wish } from '@pastexam/api-contract';
import { wishExamLabel } from '@pastexam/api-contract/labels';
import { wishesMessages } from '../i18n/compiled/wishes.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface CourseWishesProps {
  /** The course's open wishes, the most waited-for first; null while they load. Required, no default. */
  wishes: readonly Wish[] | null;
  /** Called by 許願 (the web app opens the wish dialog). Required, no default. */
  onWish: () => void;
  /** Called by 同求 (true) or 取消同求 (false). Required, no default. */
  onJoin: (wish: Wish, joined: boolean) => void;
  /** Called by 我有這份 (the web app opens the upload wizard filled in with the wish). Required, no default. */
  onFulfil: (wish: Wish) => void;
  /** Called by 我的願望 (the web app opens the reader's wishes). Default: no such button. */
  onMyWishes?: () => void;
  /** The wish whose 同求 is on its way: its button waits. Default null. */
  pendingId?: number | null;
}

/**
 * 許願池 of one course: who waits for which exam (`3 人在等 113 期中考`), each with 同求 / 取消同求 and 我有這份,
 * and 許願 for one not listed. Nothing is drawn while the wishes load: the page's archives come first.
 */
export function CourseWishes({
  wishes,
  onWish,
  onJoin,
  onFulfil,
  onMyWishes,
  pendingId = null,
}: CourseWishesProps) {
  const t = useT(wishesMessages);
  if (wishes === null) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="course-wishes-title">
      <Group justify="space-between" gap="xs" mb={wishes.length > 0 ? 'xs' : 0}>
        <Group gap={6} wrap="nowrap">
          {/* No icon: each is a file of its own, and this pool is on every course's first load. */}
          <Title order={2} size="h5" id="course-wishes-title">
            {t('wishes.pool')}
          </Title>
          {wishes.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('wishes.emptyPool')}
            </Text>
          )}
        </Group>
        <Group gap={6}>
          {onMyWishes && (
            <Button size="xs" variant="subtle" onClick={onMyWishes}>
              {t('wishes.myWishes')}
            </Button>
          )}
          <Button size="xs" variant="light" onClick={onWish}>
            {t('wishes.wish')}
          </Button>
        </Group>
      </Group>
      {wishes.length > 0 && (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {wishes.map((wish) => (
            <WishRow
              key={wish.id}
              wish={wish}
              pending={pendingId === wish.id}
              onJoin={onJoin}
              onFulfil={onFulfil}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function WishRow({
  wish,
  pending,
  onJoin,
  onFulfil,
}: { wish: Wish; pending: boolean } & Pick<CourseWishesProps, 'onJoin' | 'onFulfil'>) {
  const t = useT(wishesMessages);
  const labels = useLabels();
  const label = wishExamLabel(wish, labels);
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {t('wishes.waiting', { count: wish.wisher_count, exam: label })}
        </Text>
        {wish.note && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {wish.note}
          </Text>
        )}
      </div>
      <Group gap={6} wrap="nowrap">
        <Button
          size="compact-sm"
          variant={wish.joined ? 'light' : 'default'}
          aria-pressed={wish.joined}
          aria-label={t(wish.joined ? 'wishes.unjoinExam' : 'wishes.joinExam', { exam: label })}
          loading={pending}
          onClick={() => onJoin(wish, !wish.joined)}
        >
          {t(wish.joined ? 'wishes.unjoin' : 'wishes.join')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={t('wishes.fulfilExam', { exam: label })}
          onClick={() => onFulfil(wish)}
        >
          {t('wishes.fulfil')}
        </Button>
      </Group>
    </Group>
  );
}
