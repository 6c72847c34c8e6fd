import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { ProfileDialog } from './profile-dialog.tsx';

const localAccount = {
  name: 'wang.xiaoming',
  nickname: null,
  email: 'xiaoming@example.edu',
  auth_provider: 'local',
} as const;

const meta = {
  title: 'Components/ProfileDialog',
  component: ProfileDialog,
  args: {
    opened: true,
    submitting: false,
    account: localAccount,
    ...spies('onSubmit', 'onClose', 'onLogoutAll'),
  },
} satisfies Meta<typeof ProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from 個人資料 in the user's own menu by someone without a nickname: their login name shows. */
export const Default: Story = {};

/** They chose a nickname before: the field starts with it. */
export const WithNickname: Story = { args: { account: { ...localAccount, nickname: '小明同學' } } };

/** While the nickname is being saved. */
export const Saving: Story = {
  args: { account: { ...localAccount, nickname: '小明同學' }, submitting: true },
};

/** The server answered 409 `duplicate_nickname`: shown under 暱稱. */
export const NicknameTaken: Story = {
  args: { fieldErrors: { nickname: '此暱稱已有人使用，請換一個' } },
};

/** A single sign-on account: its name and email come from the university. */
export const SsoAccount: Story = {
  args: {
    account: { name: '王小明', nickname: null, email: 'b11902000@ntu.edu.tw', auth_provider: 'oidc' },
  },
};

/** At 375 px. */
export const Phone: Story = {
  args: { account: { ...localAccount, nickname: '小明同學' } },
  globals: atViewport('phone'),
};

/** In English: the nickname, the account's facts and signing out everywhere. */
export const DefaultEnglish: Story = { globals: { locale: 'en' } };
