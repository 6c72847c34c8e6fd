import { Button } from '@mantine/core';
import type { Archive } from '@pastexam/api-contract';
import { archiveLabel } from '@pastexam/ui/archives';
import { useLinkProps } from '@tanstack/react-router';

/** 模擬考 on one exam of the list: opens its page, where a practice starts or resumes. No icon: each is a file. */
export function PracticeLink({ archive }: { archive: Archive }) {
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
      aria-label={`${archiveLabel(archive)} 模擬考`}
    >
      模擬考
    </Button>
  );
}
