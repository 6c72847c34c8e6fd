import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { Wish } from '@pastexam/api-contract';
import { wishExamLabel } from '@pastexam/api-contract/labels';
import { WISH_CLOSE_REASON_MAX_LENGTH } from '@pastexam/api-contract/wish-limits';
import { useState } from 'react';
import { FormDialog } from '../admin/form-dialog.tsx';
import { loadStatus, TableStatusMessage } from '../admin/table-status.tsx';
import { wishesMessages } from '../i18n/compiled/wishes.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface MostWishedProps {
  /** The open wishes, the most waited-for first; null while they load. Required, no default. */
  wishes: readonly Wish[] | null;
  /** The list could not be loaded; called by 重新載入. Default null: it loaded. */
  onRetry?: (() => void) | null;
  /** Where a wish's course is shown. Required, no default. */
  courseHref: (wish: Wish) => string;
  /** Closes the wish with the reason its wishers will read. Required, no default. */
  onCloseWish: (wish: Wish, reason: string) => void;
  /** The wish whose close is on its way; its dialog waits. Default null. */
  closingId?: number | null;
  /** The server's refusal of the last close (zh-TW). Default null. */
  closeError?: string | null;
  /** The close asked for went through: the dialog closes when this wish's id arrives. Default null. */
  closedId?: number | null;
}

/** 許願池 for admins: the most wished-for exams, each closable with a reason (its wishers see it, unnotified). */
export function MostWished({
  wishes,
  onRetry = null,
  courseHref,
  onCloseWish,
  closingId = null,
  closeError = null,
  closedId = null,
}: MostWishedProps) {
  const t = useT(wishesMessages);
  const labels = useLabels();
  const [target, setTarget] = useState<Wish | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  if (target !== null && closedId === target.id) setTarget(null);
  const status = loadStatus(wishes === null && onRetry === null, onRetry, {
    loading: t('wishes.loading'),
    failed: t('wishes.loadFailed'),
  });
  if (status) return <TableStatusMessage status={status} />;
  const open = (wish: Wish) => {
    setReason('');
    setMissing(false);
    setTarget(wish);
  };
  const submit = () => {
    if (!target) return;
    if (reason.trim() === '') return setMissing(true);
    onCloseWish(target, reason.trim());
  };
  return (
    <>
      {wishes?.length === 0 ? (
        <TableStatusMessage status={{ text: t('wishes.noneOpen') }} />
      ) : (
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {wishes?.map((wish) => (
            <Paper key={wish.id} withBorder p="sm" component="li">
              <Group justify="space-between" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Badge variant="light">{t('wishes.waitingCount', { count: wish.wisher_count })}</Badge>
                    <Anchor href={courseHref(wish)} fw={500}>
                      {wish.course_name}
                    </Anchor>
                    <Text span>{wishExamLabel(wish, labels)}</Text>
                  </Group>
                  {wish.note && (
                    <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                      {wish.note}
                    </Text>
                  )}
                </div>
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={t('wishes.closeWishOf', {
                    course: wish.course_name,
                    exam: wishExamLabel(wish, labels),
                  })}
                  onClick={() => open(wish)}
                >
                  {t('wishes.close')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <FormDialog
        opened={target !== null}
        title={t('wishes.closeWish')}
        submitLabel={t('wishes.closeWish')}
        submitting={target !== null && closingId === target.id}
        onClose={() => setTarget(null)}
        onSubmit={submit}
      >
        <Text size="sm">
          {target &&
            t('wishes.closeTarget', {
              course: target.course_name,
              exam: wishExamLabel(target, labels),
              count: target.wisher_count,
            })}
        </Text>
        <Textarea
          label={t('wishes.closeReason')}
          description={t('wishes.closeReasonHint')}
          withAsterisk
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          maxLength={WISH_CLOSE_REASON_MAX_LENGTH}
          error={missing ? t('wishes.closeReasonMissing') : undefined}
          data-autofocus
        />
        {closeError && (
          <Alert color="red" title={t('wishes.closeFailed')}>
            {closeError}
          </Alert>
        )}
      </FormDialog>
    </>
  );
}
