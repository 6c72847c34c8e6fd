import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEdit, IconFlag, IconHistory, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export type AnswerMenuProps = {
  /** Called by 編輯; the item is absent when undefined. Default none. */
  onEdit?: () => void;
  /** Called by 版本紀錄; absent when undefined. Default none. */
  onShowVersions?: () => void;
  /** Called by 刪除; absent when undefined. Default none. */
  onDelete?: () => void;
  /** Called by 檢舉; absent when undefined. Default none. */
  onFlag?: () => void;
};

/** An answer's other actions, each present only when the reader may take it; no menu when there is none. */
export function AnswerMenu({ onEdit, onShowVersions, onDelete, onFlag }: AnswerMenuProps) {
  const t = useT(answersMessages);
  const button = useRef<HTMLButtonElement>(null);
  if (!onEdit && !onShowVersions && !onDelete && !onFlag) return null;
  // Focus goes back to ⋯ before an item acts: the dialog it opens then returns focus there when it closes, not to
  // the page's body (the item itself is gone by then).
  const fromButton = (action: () => void) => () => {
    button.current?.focus();
    action();
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon ref={button} variant="subtle" color="gray" aria-label={t('answers.moreActions')}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onEdit && (
          <Menu.Item leftSection={<IconEdit size={14} aria-hidden />} onClick={fromButton(onEdit)}>
            {t('answers.edit')}
          </Menu.Item>
        )}
        {onShowVersions && (
          <Menu.Item leftSection={<IconHistory size={14} aria-hidden />} onClick={fromButton(onShowVersions)}>
            {t('answers.versions')}
          </Menu.Item>
        )}
        {onFlag && (
          <Menu.Item leftSection={<IconFlag size={14} aria-hidden />} onClick={fromButton(onFlag)}>
            {t('answers.flag')}
          </Menu.Item>
        )}
        {onDelete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={fromButton(onDelete)}
          >
            {t('answers.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
