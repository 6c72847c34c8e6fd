import { archiveTypes, courseCategories } from '@pastexam/api-contract';
import type { Labels } from '@pastexam/api-contract/labels';
import { DEFAULT_LOCALE } from '@pastexam/api-contract/locales';
import { formMessages } from '../i18n/compiled/form.catalogue.ts';
import { type Translate, translatorFor } from '../i18n/i18n.ts';
import type { MessageId } from '../i18n/messages/form.zh-TW.ts';

/** A filter's choice that narrows nothing. */
export const ALL = 'all';

/** The choices of a select, one per value of a fixed set, each shown by its label. */
export function enumOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<NoInfer<V>, string>>,
) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A filter's choice that narrows nothing, as `t` words it (全部 / All). */
export const allLabel = (t: Translate<MessageId>): string => t('form.all');

/**
 * A filter's choices: `allText` (value `all`, narrowing nothing) first, then `options`. The values' type is
 * `all` or one of the options' values, so `(typeof choices)[number]['value']` names the filter's type.
 * `allText` defaults to zh-TW's 全部, for screens not yet given the reader's language: pass `allLabel(t)`.
 */
export function withAllOption<const O extends { value: string; label: string }>(
  options: readonly O[],
  allText: string = allLabel(translatorFor(formMessages, DEFAULT_LOCALE)),
): (O | { value: typeof ALL; label: string })[] {
  return [{ value: ALL, label: allText }, ...options];
}

/** Every course category, in the contract's order, in the language of `labels` (`useLabels()`). */
export const courseCategoryOptions = (labels: Pick<Labels, 'courseCategory'>) =>
  enumOptions(courseCategories, labels.courseCategory);

/** Every exam type, in the contract's order, in the language of `labels` (`useLabels()`). */
export const archiveTypeOptions = (labels: Pick<Labels, 'archiveType'>) =>
  enumOptions(archiveTypes, labels.archiveType);
