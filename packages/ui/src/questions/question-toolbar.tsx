import { Button, Group, Switch, Text } from '@mantine/core';

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
  return (
    <div>
      <Group gap="xs" px="xs" py={4} wrap="wrap" aria-label="題目" role="toolbar">
        <Switch
          size="sm"
          label="顯示題目標記"
          checked={markersShown}
          onChange={(event) => onToggleMarkers?.(event.currentTarget.checked)}
        />
        {editable && markersShown && (
          <>
            <Button size="compact-sm" variant={adding ? 'filled' : 'default'} onClick={onAdd} disabled={busy}>
              {adding ? '取消新增' : '新增題目'}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={onConfirmAll}
              disabled={busy || proposals === 0}
            >
              全部確認
            </Button>
          </>
        )}
        <Button size="compact-sm" variant="subtle" onClick={onHistory}>
          編輯紀錄
        </Button>
        {canLock && (
          <Button size="compact-sm" variant="default" onClick={onToggleLock} disabled={busy}>
            {locked ? '解除鎖定' : '鎖定題目'}
          </Button>
        )}
        {locked && (
          <Text size="sm" c="dimmed">
            題目已由管理員鎖定
          </Text>
        )}
      </Group>
      {adding && (
        <Text size="sm" px="xs" pb={4} role="status">
          點選頁面上的位置新增題目起點，或按 Enter 在畫面中央新增；按 Esc 取消
        </Text>
      )}
    </div>
  );
}
