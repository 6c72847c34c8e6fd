import { Menu } from '@mantine/core';
import { IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';

export type ExamActionItemsProps = {
  /** Whether the exam is finished; only a finished exam offers 重新命名 and 再生成一次. Defaults to true. */
  finished?: boolean;
  /** Called by 重新命名. Required, no default. */
  onRename: () => void;
  /** Called by 再生成一次, to generate again from the same archives. Required, no default. */
  onRegenerate: () => void;
  /** Called by 刪除. Required, no default. */
  onDelete: () => void;
};

/** A mock exam's 重新命名, 再生成一次 and 刪除, as items of a Mantine Menu's dropdown. */
export function ExamActionItems({ finished = true, onRename, onRegenerate, onDelete }: ExamActionItemsProps) {
  const t = useT(aiExamMessages);
  const core = useT();
  return (
    <>
      {finished && (
        <>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onRename}>
            {t('ai-exam.rename')}
          </Menu.Item>
          <Menu.Item leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRegenerate}>
            {t('ai-exam.generateAgain')}
          </Menu.Item>
        </>
      )}
      <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
        {core('common.delete')}
      </Menu.Item>
    </>
  );
}
