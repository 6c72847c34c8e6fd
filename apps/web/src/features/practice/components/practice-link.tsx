import { Button } from '@mantine/core';
import type { Archive } from '@pastexam/api-contract';
import { archiveLabel } from '@pastexam/ui/archives';
import { formatsFor } from '@pastexam/ui/format';
import { useLabels, useLocale, useT } from '@pastexam/ui/i18n';
import { practiceMessages } from '@pastexam/ui/messages/practice';
import { useLinkProps } from '@tanstack/react-router';

/** 模擬考 on one exam of the list: opens its page, where a practice starts or resumes. No icon: each is a file. */
export function PracticeLink({ archive }: { archive: Archive }) {
  const t = useT(practiceMessages);
  const formats = formatsFor(useLocale());
  const labels = useLabels();
  const { href, onClick } = useLinkProps({
    to: '/practice/$archiveId',
    params: { archiveId: String(archive.id) },
  });
  return (
    <Button
      size="xs"
      variant="default"
      component="a"
      href={href}
      onClick={onClick}
      aria-label={t('practice.linkLabel', { archive: archiveLabel(archive, formats, labels) })}
    >
      {t('practice.title')}
    </Button>
  );
}
