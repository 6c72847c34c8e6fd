import { archiveTypes, courseCategories } from '@pastexam/api-contract';
import type { Labels } from '@pastexam/api-contract/labels';
import type { Translate } from '../i18n/i18n.ts';
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
 * `allText` is the screen's own word (全部的狀態) or the forms' (`allLabel(t)`), in the reader's language.
 */
export function withAllOption<const O extends { value: string; label: string }>(
  options: readonly O[],
  allText: string,
): (O | { value: typeof ALL; label: string })[] {
  return [{ value: ALL, label: allText }, ...options];
}

/** Every course category, in the contract's order, in the language of `labels` (`useLabels()`). */
export const courseCategoryOptions = (labels: Pick<Labels, 'courseCategory'>) =>
  enumOptions(courseCategories, labels.courseCategory);

/** Every exam type, in the contract's order, in the language of `labels` (`useLabels()`). */
export const archiveTypeOptions = (labels: Pick<Labels, 'archiveType'>) =>
  enumOptions(archiveTypes, labels.archiveType);
