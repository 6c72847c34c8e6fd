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
import { issueReportMessages } from '../i18n/compiled/issue-report.catalogue.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/issue-report.zh-TW.ts';
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

/** The types offered, after a disabled prompt (the types' labels are the contract's). */
const typeOptions = (t: Translate<MessageId>) => [
  { value: '', label: t('issue-report.chooseType'), disabled: true },
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
function formWording(destination: IssueReportDestination, t: Translate<MessageId>) {
  switch (destination.kind) {
    case 'page':
    case 'email':
      return {
        ...issueReportWording(destination, t),
        icon:
          destination.kind === 'email'
            ? IconMail
            : destination.site === 'GitHub'
              ? IconBrandGithub
              : IconSend,
      };
    case 'loading':
      return {
        submit: t('issue-report.submit'),
        note: t('issue-report.settingLoading'),
        icon: IconSend,
        blockedNote: '',
        blockedLink: '',
      };
    default:
      return {
        submit: t('issue-report.submit'),
        note: t('issue-report.settingFailed'),
        icon: IconSend,
        blockedNote: '',
        blockedLink: '',
      };
  }
}

/** What the dialog holds when the server has no ISSUE_REPORT_URL: who to ask instead of a form that goes nowhere. */
function NotConfigured({ onClose }: { onClose: () => void }) {
  const t = useT(issueReportMessages);
  return (
    <Stack gap="sm">
      <Alert
        color="gray"
        title={t('issue-report.notConfigured')}
        icon={<IconInfoCircle size={18} aria-hidden />}
      >
        <Text size="sm">{t('issue-report.notConfiguredText')}</Text>
        <Text size="sm" mt="xs">
          {t('issue-report.notConfiguredAdmin')}
        </Text>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('issue-report.gotIt')}
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
  const t = useT(issueReportMessages);
  // The form lives inside the modal, which unmounts it on close: cancel, dismissal and submit all leave the
  // next opening with a fresh form (product §7.1).
  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      title={t('issue-report.title')}
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
  const t = useT(issueReportMessages);
  const core = useT();
  const [values, setValues] = useState<IssueReportValues>(() => ({ ...EMPTY, ...defaultValues }));
  const checked = issueFormSchema.safeParse(values);
  const sendable = destination.kind === 'page' || destination.kind === 'email';
  const wording = formWording(destination, t);
  const SubmitIcon = wording.icon;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checked.success && sendable) onSubmit(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label={t('issue-report.type')}
          name="type"
          required
          data={typeOptions(t)}
          value={values.type}
          onChange={(event) => {
            const type = event.currentTarget.value;
            setValues({ ...values, type: isIssueType(type) ? type : '' });
          }}
          data-autofocus
        />
        <TextInput
          label={t('issue-report.issueTitle')}
          name="title"
          required
          placeholder={t('issue-report.issueTitlePlaceholder')}
          {...limitedField(values, setValues, 'title', ISSUE_TITLE_MAX)}
        />
        <Textarea
          label={t('issue-report.description')}
          name="description"
          required
          placeholder={t('issue-report.descriptionPlaceholder')}
          rows={6}
          resize="vertical"
          {...limitedField(values, setValues, 'description', ISSUE_DESCRIPTION_MAX)}
        />
        <TextInput
          label={t('issue-report.contact')}
          name="contact"
          placeholder={t('issue-report.contactPlaceholder')}
          {...textField(values, setValues, 'contact')}
        />
        <Text size="sm" c="dimmed">
          {wording.note}
        </Text>
        {blockedUrl && (
          <Alert
            role="alert"
            color="yellow"
            title={t('issue-report.blocked')}
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
            {core('common.cancel')}
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
