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
import { IconAlertTriangle, IconBrandGithub, IconInfoCircle, IconMail, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { textField } from '../form/text-field.ts';
import { type IssueReportDestination, issueReportWording } from './destination.ts';

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
  /**
   * Where the report goes, as the server's setting says (its words: issueReportWording); while it is loading or
   * could not be read the form cannot be sent, and without one the dialog says so instead. Required, no default.
   */
  destination: IssueReportDestination;
  /** Called with the checked, trimmed form by the submit button; never with an incomplete form. Required, no default. */
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

/** The submit button's words and icon, and the note above it, for each destination. */
function formWording(destination: IssueReportDestination) {
  switch (destination.kind) {
    case 'page':
    case 'email':
      return {
        ...issueReportWording(destination),
        icon:
          destination.kind === 'email'
            ? IconMail
            : destination.site === 'GitHub'
              ? IconBrandGithub
              : IconSend,
      };
    case 'loading':
      return {
        submit: '提交',
        note: '正在取得問題回報的設定…',
        icon: IconSend,
        blockedNote: '',
        blockedLink: '',
      };
    default:
      return {
        submit: '提交',
        note: '無法取得問題回報的設定，請關閉視窗後再試一次。',
        icon: IconSend,
        blockedNote: '',
        blockedLink: '',
      };
  }
}

/** What the dialog holds when the server has no ISSUE_REPORT_URL: who to ask instead of a form that goes nowhere. */
function NotConfigured({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="gray" title="尚未設定問題回報" icon={<IconInfoCircle size={18} aria-hidden />}>
        <Text size="sm">系上尚未設定問題回報要送往哪裡，請直接聯絡系統管理者。</Text>
        <Text size="sm" mt="xs">
          系統管理者：在伺服器設定 ISSUE_REPORT_URL（例如 GitHub 的新 issue 頁面，或 mailto:
          加上電子郵件地址），重新啟動後即可使用。
        </Text>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          知道了
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Issue report (product §7.1): the form is finished where the department's setting points (a new-issue page or
 * an e-mail), not sent to our server.
 */
export function IssueReportDialog({ opened, onClose, destination, ...formProps }: IssueReportDialogProps) {
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
      {destination.kind === 'not-configured' ? (
        <NotConfigured onClose={onClose} />
      ) : (
        <IssueReportForm onClose={onClose} destination={destination} {...formProps} />
      )}
    </DialogFrame>
  );
}

function IssueReportForm({
  onClose,
  destination,
  onSubmit,
  blockedUrl = null,
  onBlockedLinkFollowed,
  defaultValues,
}: Omit<IssueReportDialogProps, 'opened'>) {
  const [values, setValues] = useState<IssueReportValues>(() => ({ ...EMPTY, ...defaultValues }));
  const checked = issueFormSchema.safeParse(values);
  const sendable = destination.kind === 'page' || destination.kind === 'email';
  const wording = formWording(destination);
  const SubmitIcon = wording.icon;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checked.success && sendable) onSubmit(checked.data);
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
          {wording.note}
        </Text>
        {blockedUrl && (
          <Alert
            role="alert"
            color="yellow"
            title="瀏覽器阻擋了新分頁"
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            <Text size="sm">{wording.blockedNote}</Text>
            <Anchor
              href={blockedUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onBlockedLinkFollowed}
            >
              {wording.blockedLink}
            </Anchor>
          </Alert>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button
            type="submit"
            disabled={!checked.success || !sendable}
            leftSection={<SubmitIcon size={18} aria-hidden />}
          >
            {wording.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
