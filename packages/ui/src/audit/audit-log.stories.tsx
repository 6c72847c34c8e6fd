import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { emptyAuditFilter } from './audit-filters.tsx';
import { AuditLog } from './audit-log.tsx';
import { sampleAuditEntries } from './fixtures.ts';

const meta = {
  title: 'Audit/AuditLog',
  component: AuditLog,
  args: {
    entries: sampleAuditEntries,
    filter: emptyAuditFilter,
    loading: false,
    ...spies('onFilterChange', 'onLoadMore'),
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest changes first; each one opens onto the fields it touched. */
export const Default: Story = {};

/** More entries than one page: 載入更多 below the last. */
export const MoreToLoad: Story = { args: { hasMore: true } };

/** Narrowed to deletions of archives by someone named 王: nothing matches. */
export const NoMatch: Story = {
  args: { entries: [], filter: { ...emptyAuditFilter, action: 'archive.delete', actor: '王' } },
};

/** A range that ends before it starts: said under 到, and not asked for. */
export const BackwardsRange: Story = {
  args: { filter: { ...emptyAuditFilter, from: '2026/11/21', to: '2026/11/01' } },
};

/** A day typed as an en-US browser writes it, and one the calendar does not have: each said under its field. */
export const UnreadableDays: Story = {
  args: { filter: { ...emptyAuditFilter, from: '11/01/2026', to: '2026/02/30' } },
};

/** While GET /admin/audit runs. */
export const Loading: Story = { args: { entries: [], loading: true } };

/** GET /admin/audit failed: never shown as an empty log. */
export const LoadFailed: Story = { args: { entries: [], onRetry: fn() } };

/** A new department: nothing recorded yet. */
export const Empty: Story = { args: { entries: [] } };

/** At 375 px the filters stack and each entry is a full-width card. */
export const Phone: Story = { args: { hasMore: true }, globals: atViewport('phone') };

/** In English: the words translated; the records, names and shared labels as written. */
export const DefaultEnglish: Story = { globals: { locale: 'en' } };
