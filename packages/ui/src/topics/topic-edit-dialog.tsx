import { TextInput } from '@mantine/core';
import { type Topic, topicInputSchema } from '@pastexam/api-contract';
import { FormDialog, type FormDialogControl } from '../admin/form-dialog.tsx';
import { useFormDraft } from '../admin/use-form-draft.ts';
import { type FieldErrors, issuesToFieldErrors } from '../form/field-errors.ts';
import { topicsMessages } from '../i18n/compiled/topics.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

const FIELDS = ['name_zh', 'name_en', 'keywords'] as const;
export type TopicField = (typeof FIELDS)[number];

/** A topic's names and keywords as the edit sends them. */
export type TopicEditValues = { name_zh: string; name_en: string; keywords: string[] };

const editValuesSchema = topicInputSchema.pick({ name_zh: true, name_en: true, keywords: true });

export interface TopicEditDialogProps extends FormDialogControl {
  /** The topic being edited; null while none is. Required, no default. */
  topic: Topic | null;
  /** Messages from the server shown on their field, e.g. a duplicate name. Default none. */
  fieldErrors?: FieldErrors<TopicField>;
  /** Called with checked values. Required, no default. */
  onSubmit: (values: TopicEditValues) => void;
}

type Draft = { name_zh: string; name_en: string; keywords: string };
const draftOf = (topic: Topic | null): Draft => ({
  name_zh: topic?.name_zh ?? '',
  name_en: topic?.name_en ?? '',
  keywords: topic?.keywords.join(', ') ?? '',
});

/** Keywords typed in one field, separated by commas (half- or full-width) or 、. */
export const splitKeywords = (text: string) =>
  text
    .split(/[,，、]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');

/** 編輯主題: its Chinese and English names and its keywords; where it sits in the tree does not change. */
export function TopicEditDialog({ topic, fieldErrors, onSubmit, ...dialog }: TopicEditDialogProps) {
  const t = useT(topicsMessages);
  const { draft, setDraft, errors, setErrors, clear } = useFormDraft(dialog, fieldErrors, topic, draftOf);
  const submit = () => {
    const parsed = editValuesSchema.safeParse({ ...draft, keywords: splitKeywords(draft.keywords) });
    if (parsed.success) onSubmit(parsed.data);
    else setErrors(issuesToFieldErrors(parsed.error.issues, FIELDS));
  };
  const field = (
    name: TopicField,
    label: string,
    extra: { required?: boolean; autofocus?: boolean } = {},
  ) => (
    <TextInput
      label={label}
      required={extra.required}
      data-autofocus={extra.autofocus || undefined}
      value={draft[name]}
      error={errors[name]}
      onChange={(event) => {
        setDraft({ ...draft, [name]: event.currentTarget.value });
        clear(name);
      }}
    />
  );
  return (
    <FormDialog
      {...dialog}
      title={t('topics.editTitle', { name: topic?.name_zh ?? '' })}
      submitLabel={t('topics.save')}
      onSubmit={submit}
    >
      {field('name_zh', t('topics.nameZh'), { required: true, autofocus: true })}
      {field('name_en', t('topics.nameEn'), { required: true })}
      {field('keywords', t('topics.keywords'))}
    </FormDialog>
  );
}
