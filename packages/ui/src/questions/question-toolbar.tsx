import { Button, Group, Switch, Text } from '@mantine/core';
import { questionsMessages } from '../i18n/compiled/questions.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface QuestionToolbarProps {
  /** The reader may change the questions (signed in, and they are not locked). Default false. */
  editable?: boolean;
  /** An admin locked the questions: said beside the buttons. Default false. */
  locked?: boolean;
  /** The reader is an admin: 鎖定題目 / 解除鎖定 is offered. Default false. */
  canLock?: boolean;
  /** 新增題目 was pressed: the next click on a page (or Enter) places the start. Default false. */
  adding?: boolean;
  /** How many starts are still proposals; 全部確認 needs one. Default 0. */
  proposals?: number;
  /** The markers are drawn on the pages; off for plain reading. Default true. */
  markersShown?: boolean;
  /** A change is being sent: its buttons wait. Default false. */
  busy?: boolean;
  /** 新增題目, or 取消新增 while adding. Default: none. */
  onAdd?: () => void;
  /** 全部確認. Default: none. */
  onConfirmAll?: () => void;
  /** 編輯紀錄. Default: none. */
  onHistory?: () => void;
  /** 鎖定題目 or 解除鎖定. Default: none. */
  onToggleLock?: () => void;
  /** 顯示題目標記. Default: none. */
  onToggleMarkers?: (shown: boolean) => void;
}

/** The questions' controls above the PDF viewer (product §4.11). */
export function QuestionToolbar({
  editable = false,
  locked = false,
  canLock = false,
  adding = false,
  proposals = 0,
  markersShown = true,
  busy = false,
  onAdd,
  onConfirmAll,
  onHistory,
  onToggleLock,
  onToggleMarkers,
}: QuestionToolbarProps) {
  const t = useT(questionsMessages);
  return (
    <div>
      <Group gap="xs" px="xs" py={4} wrap="wrap" aria-label={t('questions.toolbar')} role="toolbar">
        <Switch
          size="sm"
          label={t('questions.showMarkers')}
          checked={markersShown}
          onChange={(event) => onToggleMarkers?.(event.currentTarget.checked)}
        />
        {editable && markersShown && (
          <>
            <Button size="compact-sm" variant={adding ? 'filled' : 'default'} onClick={onAdd} disabled={busy}>
              {t(adding ? 'questions.cancelAdd' : 'questions.add')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={onConfirmAll}
              disabled={busy || proposals === 0}
            >
              {t('questions.confirmAll')}
            </Button>
          </>
        )}
        <Button size="compact-sm" variant="subtle" onClick={onHistory}>
          {t('questions.history')}
        </Button>
        {canLock && (
          <Button size="compact-sm" variant="default" onClick={onToggleLock} disabled={busy}>
            {t(locked ? 'questions.unlock' : 'questions.lock')}
          </Button>
        )}
        {locked && (
          <Text size="sm" c="dimmed">
            {t('questions.locked')}
          </Text>
        )}
      </Group>
      {adding && (
        <Text size="sm" px="xs" pb={4} role="status">
          {t('questions.addingHint')}
        </Text>
      )}
    </div>
  );
}
