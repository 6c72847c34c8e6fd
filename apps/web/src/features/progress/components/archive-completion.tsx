import type { Archive } from '@pastexam/api-contract';
import { archiveLabel } from '@pastexam/ui/archives';
import { formatsFor } from '@pastexam/ui/format';
import { useLabels, useLocale, useT } from '@pastexam/ui/i18n';
import { progressMessages } from '@pastexam/ui/messages/progress';
import { CompletionToggle } from '@pastexam/ui/progress';
import { useQuery } from '@tanstack/react-query';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { myCompletionsQuery, useSetCompletion } from '../api/completions.ts';

/** 已完成 of one exam in the list: the reader's own mark, set and taken back with one button. */
export function ArchiveCompletion({ archive }: { archive: Archive }) {
  const t = useT(progressMessages);
  const core = useT();
  const formats = formatsFor(useLocale());
  const labels = useLabels();
  const { api } = useServices();
  const completions = useQuery(myCompletionsQuery(api));
  const change = useSetCompletion();
  const asked = change.isPending && change.variables.archiveId === archive.id ? change.variables : null;
  const completed = asked ? asked.completed : (completions.data?.has(archive.id) ?? false);
  return (
    <CompletionToggle
      completed={completed}
      pending={asked !== null}
      archiveLabel={archiveLabel(archive, formats, labels)}
      onChange={(next) =>
        change.mutate(
          { archiveId: archive.id, completed: next },
          {
            onError: (error) => toastRefusal(t('progress.completionFailed'), error, core('common.tryLater')),
          },
        )
      }
    />
  );
}
