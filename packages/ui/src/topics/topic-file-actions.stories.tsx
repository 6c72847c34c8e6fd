import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { TopicFileActions } from './topic-file-actions.tsx';

const meta = {
  title: 'Topics/TopicFileActions',
  component: TopicFileActions,
  args: { ...spies('onExport', 'onImport') },
} satisfies Meta<typeof TopicFileActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 匯出 JSON and 匯入 JSON, nothing done yet. */
export const Idle: Story = {};

/** An import is on its way. */
export const Importing: Story = { args: { importing: true } };

/** What the last import did. */
export const Imported: Story = { args: { result: { added: 3, updated: 1 } } };

/** The file was refused: why, in zh-TW. */
export const ImportFailed: Story = { args: { error: '檔案版本必須是 1' } };

/** What the last import did, in English. */
export const ImportedEnglish: Story = {
  args: { result: { added: 3, updated: 1 } },
  globals: { locale: 'en' },
};
