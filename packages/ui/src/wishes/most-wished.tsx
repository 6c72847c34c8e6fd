import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { Wish } from '@pastexam/api-contract';
import { wishExamLabel } from '@pastexam/api-contract/labels';
import { WISH_CLOSE_REASON_MAX_LENGTH } from '@pastexam/api-contract/wish-limits';
import { useState } from 'react';
import { FormDialog } from '../admin/form-dialog.tsx';
import { loadStatus, TableStatusMessage } from '../admin/table-status.tsx';

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
  const [target, setTarget] = useState<Wish | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  if (target !== null && closedId === target.id) setTarget(null);
  const status = loadStatus(wishes === null && onRetry === null, onRetry, {
    loading: '正在載入願望',
    failed: '無法載入願望',
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
        <TableStatusMessage status={{ text: '目前沒有等待中的願望' }} />
      ) : (
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {wishes?.map((wish) => (
            <Paper key={wish.id} withBorder p="sm" component="li">
              <Group justify="space-between" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Badge variant="light">{wish.wisher_count} 人在等</Badge>
                    <Anchor href={courseHref(wish)} fw={500}>
                      {wish.course_name}
                    </Anchor>
                    <Text span>{wishExamLabel(wish)}</Text>
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
                  aria-label={`關閉願望 ${wish.course_name} ${wishExamLabel(wish)}`}
                  onClick={() => open(wish)}
                >
                  關閉
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <FormDialog
        opened={target !== null}
        title="關閉願望"
        submitLabel="關閉願望"
        submitting={target !== null && closingId === target.id}
        onClose={() => setTarget(null)}
        onSubmit={submit}
      >
        <Text size="sm">
          {target && `${target.course_name} ${wishExamLabel(target)}（${target.wisher_count} 人在等）`}
        </Text>
        <Textarea
          label="關閉原因"
          description="許願者會在我的願望看到"
          withAsterisk
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          maxLength={WISH_CLOSE_REASON_MAX_LENGTH}
          error={missing ? '請輸入關閉原因' : undefined}
          data-autofocus
        />
        {closeError && (
          <Alert color="red" title="無法關閉願望">
            {closeError}
          </Alert>
        )}
      </FormDialog>
    </>
  );
}
