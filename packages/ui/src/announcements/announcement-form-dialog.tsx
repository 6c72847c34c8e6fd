import { Group, Radio, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import {
  type AdminAnnouncement,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementImportance,
  type AnnouncementValues,
  announcementImportanceSchema,
  announcementInputSchema,
} from '@pastexam/api-contract';
import { useEffect, useState } from 'react';
import { FormDialog, type FormDialogControl } from '../admin/form-dialog.tsx';
import { useFormDraft } from '../admin/use-form-draft.ts';
import { ExamMarkdown } from '../ai-exam/exam/markdown.tsx';
import { MINUTE_EXAMPLE, minuteProblem, readMinute } from '../form/date-text.ts';
import { DateTextInput } from '../form/date-text-input.tsx';
import { type FieldErrors, issuesToFieldErrors } from '../form/field-errors.ts';
import { announcementsMessages } from '../i18n/compiled/announcements.catalogue.ts';
import { formMessages } from '../i18n/compiled/form.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { fromTaipeiInput, toTaipeiInput } from './taipei-input.ts';

const FIELDS = ['title', 'body', 'importance', 'active', 'starts_at', 'ends_at'] as const;
export type AnnouncementField = (typeof FIELDS)[number];

export interface AnnouncementFormDialogProps extends FormDialogControl {
  /** The announcement being edited, or null to write a new one. Required, no default. */
  announcement: AdminAnnouncement | null;
  /** Messages from the server shown on their field. Default none. */
  fieldErrors?: FieldErrors<AnnouncementField>;
  /** Called with checked, trimmed values, times as instants. Required, no default. */
  onSubmit: (values: AnnouncementValues) => void;
}

type Draft = {
  title: string;
  body: string;
  importance: AnnouncementImportance;
  active: boolean;
  /** As typed, Taipei time in the product's format (`2026/11/28 09:00`); empty for none. */
  startsAt: string;
  endsAt: string;
};

/** The window's two ends: Taipei wall-clock inputs, each checked as its field of the request. */
const windowFields = [
  {
    key: 'startsAt',
    field: 'starts_at',
    label: 'announcements.startsAt',
    description: 'announcements.startsAtHint',
  },
  {
    key: 'endsAt',
    field: 'ends_at',
    label: 'announcements.endsAt',
    description: 'announcements.endsAtHint',
  },
] as const;

const draftOf = (announcement: AdminAnnouncement | null): Draft =>
  announcement
    ? {
        title: announcement.title,
        body: announcement.body,
        importance: announcement.importance,
        active: announcement.active,
        startsAt: toTaipeiInput(announcement.starts_at),
        endsAt: toTaipeiInput(announcement.ends_at),
      }
    : { title: '', body: '', importance: 'normal', active: true, startsAt: '', endsAt: '' };

type BodyFieldProps = {
  /** 撰寫 or 預覽. */
  tab: string | null;
  onTabChange: (tab: string | null) => void;
  /** The Markdown typed so far. */
  value: string;
  error: string | undefined;
  onChange: (body: string) => void;
};

/** The body: written as Markdown on one tab, shown as readers will see it on the other. */
function BodyField({ tab, onTabChange, value, error, onChange }: BodyFieldProps) {
  const t = useT(announcementsMessages);
  return (
    <Tabs value={tab} onChange={onTabChange} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="write">{t('announcements.write')}</Tabs.Tab>
        <Tabs.Tab value="preview">{t('announcements.preview')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="xs">
        <Textarea
          label={t('announcements.body')}
          description={t('announcements.bodyHint')}
          required
          rows={10}
          resize="vertical"
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="xs">
        {value.trim() ? (
          <ExamMarkdown>{value}</ExamMarkdown>
        ) : (
          <Text c="dimmed" size="sm">
            {t('announcements.bodyEmpty')}
          </Text>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

/** 重要性: an important announcement is shown on the home page too. */
function ImportanceField({
  value,
  onChange,
}: {
  value: Draft['importance'];
  onChange: (value: Draft['importance']) => void;
}) {
  const t = useT(announcementsMessages);
  const labels = useLabels();
  return (
    <Radio.Group
      label={t('announcements.importance')}
      description={t('announcements.importanceHint')}
      value={value}
      onChange={(chosen) => {
        const parsed = announcementImportanceSchema.safeParse(chosen);
        if (parsed.success) onChange(parsed.data);
      }}
    >
      <Group gap="lg" mt={6}>
        {announcementImportanceSchema.options.map((option) => (
          <Radio key={option} value={option} label={labels.announcementImportance[option]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** Write or edit an announcement (product §8.10): title, Markdown body with a preview, importance, on/off, window. */
export function AnnouncementFormDialog({
  announcement,
  fieldErrors,
  onSubmit,
  ...dialog
}: AnnouncementFormDialogProps) {
  const t = useT(announcementsMessages);
  const form = useT(formMessages);
  const { draft, setDraft, errors, setErrors, clear } = useFormDraft(
    dialog,
    fieldErrors,
    announcement,
    draftOf,
  );
  const [tab, setTab] = useState<string | null>('write');

  const { opened } = dialog;
  useEffect(() => {
    if (opened) setTab('write');
  }, [opened]);

  const change = <K extends keyof Draft>(key: K, value: Draft[K], field: AnnouncementField) => {
    setDraft((current) => ({ ...current, [key]: value }));
    clear(field);
    // The end is checked against the start: changing either may settle it.
    if (field === 'starts_at') clear('ends_at');
  };

  const submit = () => {
    const parsed = announcementInputSchema.safeParse({
      title: draft.title,
      body: draft.body,
      importance: draft.importance,
      active: draft.active,
      starts_at: fromTaipeiInput(draft.startsAt),
      ends_at: fromTaipeiInput(draft.endsAt),
    });
    if (parsed.success) onSubmit(parsed.data);
    else {
      const found = issuesToFieldErrors(parsed.error.issues, FIELDS);
      // A time typed in another format is said in the field's own terms, not the API's.
      for (const { key, field } of windowFields)
        if (draft[key].trim() !== '' && readMinute(draft[key]) === null) found[field] = minuteProblem(form);
      setErrors(found);
      // A problem in the body is shown where it can be fixed.
      if (found.body) setTab('write');
    }
  };

  return (
    <FormDialog
      {...dialog}
      title={t(announcement ? 'announcements.editTitle' : 'announcements.createTitle')}
      submitLabel={t(announcement ? 'announcements.save' : 'announcements.publish')}
      onSubmit={submit}
      width={760}
    >
      <TextInput
        label={t('announcements.title')}
        description={t('announcements.titleHint', { max: ANNOUNCEMENT_TITLE_MAX })}
        required
        data-autofocus
        value={draft.title}
        error={errors.title}
        onChange={(event) => change('title', event.currentTarget.value, 'title')}
      />
      <BodyField
        tab={tab}
        onTabChange={setTab}
        value={draft.body}
        error={errors.body}
        onChange={(body) => change('body', body, 'body')}
      />
      <ImportanceField
        value={draft.importance}
        onChange={(importance) => change('importance', importance, 'importance')}
      />
      <Switch
        label={t('announcements.active')}
        description={t('announcements.activeHint')}
        checked={draft.active}
        onChange={(event) => change('active', event.currentTarget.checked, 'active')}
      />
      <Group grow align="start" gap="sm" wrap="wrap">
        {windowFields.map(({ key, field, label, description }) => (
          <DateTextInput
            key={key}
            withTime
            label={t(label)}
            description={t(description, { example: MINUTE_EXAMPLE })}
            value={draft[key]}
            error={errors[field]}
            onChange={(event) => change(key, event.currentTarget.value, field)}
            miw={220}
          />
        ))}
      </Group>
    </FormDialog>
  );
}
