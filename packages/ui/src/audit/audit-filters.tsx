import { Button, Group, TextInput } from '@mantine/core';
import {
  type AuditAction,
  type AuditTargetType,
  auditActionSchema,
  auditTargetTypeSchema,
} from '@pastexam/api-contract';
import { auditActionLabels, auditTargetTypeLabels } from '@pastexam/api-contract/labels';
import { EnumSelect } from '../form/enum-select.tsx';
import { enumOptions } from '../form/options.ts';

/** What 操作紀錄 is narrowed to; empty strings and nulls narrow nothing. Days are YYYY-MM-DD in Taiwan. */
export type AuditFilter = {
  action: AuditAction | null;
  targetType: AuditTargetType | null;
  actor: string;
  from: string;
  to: string;
};

export const emptyAuditFilter: AuditFilter = { action: null, targetType: null, actor: '', from: '', to: '' };

/** Whether any filter narrows the log. */
export const isFiltered = (filter: AuditFilter) =>
  Object.values(filter).some((value) => value !== null && value !== '');

/** Why the filter cannot be asked for, or null when it can. */
export function auditFilterProblem(filter: AuditFilter): string | null {
  return filter.from && filter.to && filter.from > filter.to ? '開始日期不能晚於結束日期' : null;
}

const actionOptions = enumOptions(auditActionSchema.options, auditActionLabels);
const targetOptions = enumOptions(auditTargetTypeSchema.options, auditTargetTypeLabels);

export interface AuditFiltersProps {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}

/** The filters above the log: action, kind of record, actor, and a range of days. */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const set = (changes: Partial<AuditFilter>) => onChange({ ...filter, ...changes });
  return (
    <Group align="end" gap="sm" wrap="wrap" role="search" aria-label="篩選操作紀錄">
      <EnumSelect
        label="動作"
        placeholder="全部動作"
        data={actionOptions}
        value={filter.action}
        onChange={(action) => set({ action })}
        clearable
        w={{ base: '100%', sm: 200 }}
      />
      <EnumSelect
        label="對象"
        placeholder="全部對象"
        data={targetOptions}
        value={filter.targetType}
        onChange={(targetType) => set({ targetType })}
        clearable
        w={{ base: '100%', sm: 140 }}
      />
      <TextInput
        label="操作者"
        placeholder="名稱的一部分"
        value={filter.actor}
        onChange={(event) => set({ actor: event.currentTarget.value })}
        maxLength={100}
        w={{ base: '100%', sm: 160 }}
      />
      <TextInput
        type="date"
        label="從"
        value={filter.from}
        onChange={(event) => set({ from: event.currentTarget.value })}
        w={{ base: '100%', sm: 160 }}
      />
      <TextInput
        type="date"
        label="到"
        value={filter.to}
        onChange={(event) => set({ to: event.currentTarget.value })}
        error={auditFilterProblem(filter)}
        w={{ base: '100%', sm: 160 }}
      />
      {isFiltered(filter) && (
        <Button variant="subtle" onClick={() => onChange(emptyAuditFilter)}>
          清除篩選
        </Button>
      )}
    </Group>
  );
}
