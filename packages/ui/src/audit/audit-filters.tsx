import { Button, Group, TextInput } from '@mantine/core';
import {
  type AuditAction,
  type AuditTargetType,
  auditActionSchema,
  auditTargetTypeSchema,
} from '@pastexam/api-contract';
import { dayProblem, readDay } from '../form/date-text.ts';
import { DateTextInput } from '../form/date-text-input.tsx';
import { EnumSelect } from '../form/enum-select.tsx';
import { enumOptions } from '../form/options.ts';
import { auditMessages } from '../i18n/compiled/audit.catalogue.ts';
import { formMessages } from '../i18n/compiled/form.catalogue.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/audit.zh-TW.ts';
import type { MessageId as FormMessageId } from '../i18n/messages/form.zh-TW.ts';

/**
 * What 操作紀錄 is narrowed to; empty strings and nulls narrow nothing. Days are Taiwan's, as typed in the product's
 * format (`2026/11/28`): `auditFilterDays` reads them.
 */
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

/** The range's days as the API takes them (`YYYY-MM-DD`), null where none is typed or what is typed is no day. */
export function auditFilterDays(filter: AuditFilter): { from: string | null; to: string | null } {
  return { from: readDay(filter.from), to: readDay(filter.to) };
}

type RangeFault = 'notADay' | 'backwards';

/** What is wrong with each day of the range: typed but no day, or an end before the start. */
function rangeFaults(filter: AuditFilter): { from?: RangeFault; to?: RangeFault } {
  const days = auditFilterDays(filter);
  const faults: { from?: RangeFault; to?: RangeFault } = {};
  if (filter.from.trim() && days.from === null) faults.from = 'notADay';
  if (filter.to.trim() && days.to === null) faults.to = 'notADay';
  else if (days.from && days.to && days.from > days.to) faults.to = 'backwards';
  return faults;
}

/** Whether the log can be asked for with this filter: every typed day is a day, and the range runs forwards. */
export const isAuditFilterAskable = (filter: AuditFilter): boolean =>
  Object.keys(rangeFaults(filter)).length === 0;

/**
 * Why each day of the range cannot be asked for, in the words of `t` (`useT(auditMessages)`) and `form`
 * (`useT(formMessages)`), one language; empty when the filter can be asked for.
 */
export function auditFilterProblems(
  filter: AuditFilter,
  t: Translate<MessageId>,
  form: Translate<FormMessageId>,
): { from?: string; to?: string } {
  const say = (fault: RangeFault) => (fault === 'notADay' ? dayProblem(form) : t('audit.rangeBackwards'));
  const faults = rangeFaults(filter);
  return {
    ...(faults.from && { from: say(faults.from) }),
    ...(faults.to && { to: say(faults.to) }),
  };
}

export interface AuditFiltersProps {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}

/** The filters above the log: action, kind of record, actor, and a range of days. */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const set = (changes: Partial<AuditFilter>) => onChange({ ...filter, ...changes });
  const t = useT(auditMessages);
  const problems = auditFilterProblems(filter, t, useT(formMessages));
  const labels = useLabels();
  const actionOptions = enumOptions(auditActionSchema.options, labels.auditAction);
  const targetOptions = enumOptions(auditTargetTypeSchema.options, labels.auditTargetType);
  return (
    <Group align="end" gap="sm" wrap="wrap" role="search" aria-label={t('audit.filters')}>
      <EnumSelect
        label={t('audit.action')}
        placeholder={t('audit.allActions')}
        data={actionOptions}
        value={filter.action}
        onChange={(action) => set({ action })}
        clearable
        w={{ base: '100%', sm: 200 }}
      />
      <EnumSelect
        label={t('audit.target')}
        placeholder={t('audit.allTargets')}
        data={targetOptions}
        value={filter.targetType}
        onChange={(targetType) => set({ targetType })}
        clearable
        w={{ base: '100%', sm: 140 }}
      />
      <TextInput
        label={t('audit.actor')}
        placeholder={t('audit.actorPlaceholder')}
        value={filter.actor}
        onChange={(event) => set({ actor: event.currentTarget.value })}
        maxLength={100}
        w={{ base: '100%', sm: 160 }}
      />
      <DateTextInput
        label={t('audit.from')}
        value={filter.from}
        onChange={(event) => set({ from: event.currentTarget.value })}
        error={problems.from}
        w={{ base: '100%', sm: 160 }}
      />
      <DateTextInput
        label={t('audit.to')}
        value={filter.to}
        onChange={(event) => set({ to: event.currentTarget.value })}
        error={problems.to}
        w={{ base: '100%', sm: 160 }}
      />
      {isFiltered(filter) && (
        <Button variant="subtle" onClick={() => onChange(emptyAuditFilter)}>
          {t('audit.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
