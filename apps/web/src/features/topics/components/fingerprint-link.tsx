import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** 出題分析 on a course's page: opens the chart of which topics its exams asked in which years. No icon: each is a file. */
export function FingerprintLink({ course }: { course: { id: number; name: string } }) {
  return (
    <Button
      size="xs"
      variant="default"
      aria-label={`${course.name} 出題分析`}
      renderRoot={(props) => (
        <Link {...props} to="/courses/$courseId/fingerprint" params={{ courseId: String(course.id) }} />
      )}
    >
      出題分析
    </Button>
  );
}
