import type { ArchiveUsed, ExamSource } from '@pastexam/api-contract';
import type { Translate } from '../../i18n/i18n.ts';
import type { MessageId } from '../../i18n/messages/ai-exam.zh-TW.ts';

/** A question's source with the attached past exam it points at, and how it is named. */
export interface AttachedSource {
  source: ExamSource;
  archive: ArchiveUsed;
  /** e.g. `113 期末考 · 第 3 題`, `113 期末考 · 第 2 頁`, or `113 期末考` when neither is known. */
  label: string;
  /** The same without the dot, after 開啟 in a chip's accessible name: `113 期末考 第 3 題`. */
  spoken: string;
}

function where(source: ExamSource, t: Translate<MessageId>): string | null {
  if (source.question !== null) return t('ai-exam.sourceQuestion', { number: source.question });
  if (source.page !== null) return t('ai-exam.sourcePage', { page: source.page });
  return null;
}

/**
 * The sources that point at one of `archives`; one naming any other archive is left out: the student could not
 * open it, and the model should not have cited it.
 */
export function attachedSources(
  sources: readonly ExamSource[],
  archives: readonly ArchiveUsed[],
  t: Translate<MessageId>,
): AttachedSource[] {
  return sources.flatMap((source) => {
    const archive = archives.find((candidate) => candidate.id === source.archive_id);
    if (!archive) return [];
    const name = `${archive.academic_year} ${archive.name}`;
    const place = where(source, t);
    return [
      {
        source,
        archive,
        label: place === null ? name : `${name} · ${place}`,
        spoken: place === null ? name : `${name} ${place}`,
      },
    ];
  });
}
