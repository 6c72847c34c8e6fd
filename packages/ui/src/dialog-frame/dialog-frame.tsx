import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import { translator } from '../i18n/i18n.ts';
import { useLocale } from '../i18n/locale-provider.tsx';

/**
 * The core's words, never waiting: the app loads the core catalogue before its first page, so a frame (drawn
 * by every area, some tested with only their own catalogue loaded) need not suspend for 關閉, 取消 and 儲存.
 */
const useCoreWords = () => translator(useLocale());

export interface DialogFrameProps extends Omit<ModalProps, 'centered' | 'closeButtonProps'> {
  /** A call is running: the close button is disabled, and Escape or a click outside does not close. Default false. */
  busy?: boolean;
  /** A fixed width in pixels, narrowing to 95% of a smaller screen. Default: Mantine's `md` size. */
  width?: number;
}

/**
 * The frame the site's dialogs share: centred, with a close button named 關閉, and never dismissed while
 * the call it started is running (walking away mid-call would hide whether the change arrived).
 */
export function DialogFrame({ busy = false, width, onClose, ...modal }: DialogFrameProps) {
  const core = useCoreWords();
  const dismiss = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      onClose={dismiss}
      size={width}
      centered
      closeButtonProps={{ 'aria-label': core('common.close'), disabled: busy }}
      styles={width === undefined ? undefined : { content: { maxWidth: '95vw' } }}
      {...modal}
    />
  );
}

/** A form dialog's 取消 and 儲存, at its end: 取消 waits while saving, 儲存 submits the form and spins. */
export function SaveCancelButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const core = useCoreWords();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {core('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {core('common.save')}
      </Button>
    </Group>
  );
}
