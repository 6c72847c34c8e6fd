import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  ISSUE_DESCRIPTION_MAX,
  ISSUE_TITLE_MAX,
  type IssueForm,
  type IssueType,
  issueFormSchema,
  issueTypeLabels,
  issueTypes,
} from '@pastexam/api-contract/issue-form';
import { IconAlertTriangle, IconBrandGithub } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { textField } from '../form/text-field.ts';

/** What the form holds while the user types; the type is unset until one is chosen. */
export interface IssueReportValues {
  type: IssueType | '';
  title: string;
  description: string;
  contact: string;
}

export interface IssueReportDialogProps {
  /** Whether the dialog is shown; closing it resets the form. Required, no default. */
  opened: boolean;
  /** Called by 取消, Escape, the close button and a click outside. Required, no default. */
  onClose: () => void;
  /** Called with the checked, trimmed form by 前往 GitHub 提交; never with an incomplete form. Required, no default. */
  onSubmit: (form: IssueForm) => void;
  /**
   * The new-issue page the browser refused to open in a new tab; shown as a link with a warning so the report
   * is never lost silently. Default null (nothing blocked).
   */
  blockedUrl?: string | null;
  /** Called when the user follows the link to the blocked page. Default: nothing. */
  onBlockedLinkFollowed?: () => void;
  /** What the form starts with and returns to when it closes. Default: every field empty, no type. */
  defaultValues?: Partial<IssueReportValues>;
}

const EMPTY: IssueReportValues = { type: '', title: '', description: '', contact: '' };

const typeOptions = [
  { value: '', label: '請選擇問題類型', disabled: true },
  ...issueTypes.map((type) => ({ value: type, label: issueTypeLabels[type] })),
];

function isIssueType(value: string): value is IssueType {
  return issueTypes.some((type) => type === value);
}

type WrapperPart = 'label' | 'input' | 'description' | 'error';
const COUNT_BELOW_INPUT: WrapperPart[] = ['label', 'input', 'description', 'error'];

/** The text field of `field`, limited to `max` characters, with the live count under it (e.g. 12/100). */
function limitedField(
  values: IssueReportValues,
  setValues: (values: IssueReportValues) => void,
  field: 'title' | 'description',
  max: number,
) {
  return {
    ...textField(values, setValues, field),
    maxLength: max,
    description: `${values[field].length}/${max}`,
    inputWrapperOrder: COUNT_BELOW_INPUT,
  };
}

/** Issue report (product §7.1): the form is finished on the public issue tracker, not sent to our server. */
export function IssueReportDialog({ opened, onClose, ...formProps }: IssueReportDialogProps) {
  // The form lives inside the modal, which unmounts it on close: cancel, dismissal and submit all leave the
  // next opening with a fresh form (product §7.1).
  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      title="問題回報"
      size={700}
      styles={{ content: { maxWidth: '90vw' } }}
    >
      <IssueReportForm onClose={onClose} {...formProps} />
    </DialogFrame>
  );
}

function IssueReportForm({
  onClose,
  onSubmit,
  blockedUrl = null,
  onBlockedLinkFollowed,
  defaultValues,
}: Omit<IssueReportDialogProps, 'opened'>) {
  const [values, setValues] = useState<IssueReportValues>(() => ({ ...EMPTY, ...defaultValues }));
  const checked = issueFormSchema.safeParse(values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checked.success) onSubmit(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label="問題類型"
          name="type"
          required
          data={typeOptions}
          value={values.type}
          onChange={(event) => {
            const type = event.currentTarget.value;
            setValues({ ...values, type: isIssueType(type) ? type : '' });
          }}
          data-autofocus
        />
        <TextInput
          label="標題"
          name="title"
          required
          placeholder="簡短描述遇到的問題"
          {...limitedField(values, setValues, 'title', ISSUE_TITLE_MAX)}
        />
        <Textarea
          label="問題描述"
          name="description"
          required
          placeholder="發生了什麼事？如何重現？預期的結果是什麼？"
          rows={6}
          resize="vertical"
          {...limitedField(values, setValues, 'description', ISSUE_DESCRIPTION_MAX)}
        />
        <TextInput
          label="聯絡方式（選填）"
          name="contact"
          placeholder="Email 或其他聯絡方式，方便我們詢問細節"
          {...textField(values, setValues, 'contact')}
        />
        <Text size="sm" c="dimmed">
          送出後會在新分頁開啟 GitHub，請在 GitHub 頁面完成問題提交。瀏覽器資訊與目前頁面網址會一併附上。
        </Text>
        {blockedUrl && (
          <Alert
            role="alert"
            color="yellow"
            title="瀏覽器阻擋了新分頁"
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            <Text size="sm">填寫的內容已帶入下方連結，請點擊連結在 GitHub 完成問題提交。</Text>
            <Anchor
              href={blockedUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onBlockedLinkFollowed}
            >
              前往 GitHub 完成問題提交
            </Anchor>
          </Alert>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button
            type="submit"
            disabled={!checked.success}
            leftSection={<IconBrandGithub size={18} aria-hidden />}
          >
            前往 GitHub 提交
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
