import { FollowToggle } from '@pastexam/ui/follows';
import { useT } from '@pastexam/ui/i18n';
import { followsMessages } from '@pastexam/ui/messages/follows';
import { useQuery } from '@tanstack/react-query';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { myFollowsQuery, useSetFollow } from '../api/follows.ts';

/** 追蹤 of the course shown: the reader's own mark, set and taken back with one button. */
export function CourseFollow({ course }: { course: { id: number; name: string } }) {
  const t = useT(followsMessages);
  const core = useT();
  const { api } = useServices();
  const follows = useQuery(myFollowsQuery(api));
  const change = useSetFollow();
  const asked = change.isPending && change.variables.courseId === course.id ? change.variables : null;
  const following = asked ? asked.following : (follows.data?.has(course.id) ?? false);
  return (
    <FollowToggle
      following={following}
      pending={asked !== null}
      courseName={course.name}
      onChange={(next) =>
        change.mutate(
          { courseId: course.id, following: next },
          { onError: (error) => toastRefusal(t('follows.updateFailed'), error, core('common.tryLater')) },
        )
      }
    />
  );
}

/** The courses the reader follows, pinned atop the course list; none until they are known. */
export function useFollowedCourseIds(): ReadonlySet<number> | undefined {
  const { api } = useServices();
  return useQuery(myFollowsQuery(api)).data;
}
