import { Button } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { fingerprintMessages } from '@pastexam/ui/messages/fingerprint';
import { Link } from '@tanstack/react-router';

/** 出題分析 on a course's page: opens the chart of which topics its exams asked in which years. No icon: each is a file. */
export function FingerprintLink({ course }: { course: { id: number; name: string } }) {
  const t = useT(fingerprintMessages);
  return (
    <Button
      size="xs"
      variant="default"
      aria-label={t('fingerprint.courseLink', { course: course.name })}
      renderRoot={(props) => (
        <Link {...props} to="/courses/$courseId/fingerprint" params={{ courseId: String(course.id) }} />
      )}
    >
      {t('fingerprint.title')}
    </Button>
  );
}
