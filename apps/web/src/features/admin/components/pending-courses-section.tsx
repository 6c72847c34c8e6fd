import type { Course } from '@pastexam/api-contract';
import { PendingCourses } from '@pastexam/ui/admin';
import { useT } from '@pastexam/ui/i18n';
import { adminMessages } from '@pastexam/ui/messages/admin';
import { toast } from '@pastexam/ui/toast';
import { Suspense, useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import { errorStatus } from '../../../lib/api-client.ts';
import { lazyDialog, useOpenedOnce, usePreloadWhenIdle } from '../../../lib/lazy-component.ts';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useConfirmCourse, useMergeCourse, useRefuseCourse } from '../api/admin-courses.ts';

// The merge dialog (its course picker) is its own chunk, fetched once the page is idle: the lists come first.
const MergeCourseDialog = lazyDialog(() =>
  import('@pastexam/ui/admin/merge-course-dialog').then((module) => module.MergeCourseDialog),
);
const RefuseCourseDialog = lazyDialog(() =>
  import('@pastexam/ui/admin/refuse-course-dialog').then((module) => module.RefuseCourseDialog),
);

type PendingCoursesSectionProps = {
  /** Every active course, as the course table shows them; the pending ones are reviewed here. */
  courses: readonly Course[];
};

/**
 * 待審核課程 in 課程管理: confirm a course a student's upload created, merge it into an existing one, or refuse
 * it with a reason its uploaders are told.
 */
export function PendingCoursesSection({ courses }: PendingCoursesSectionProps) {
  const t = useT(adminMessages);
  const core = useT();
  const refused = (title: string, error: unknown) => toastRefusal(title, error, core('common.tryLater'));
  const confirmCourse = useConfirmCourse();
  const mergeCourse = useMergeCourse();
  const [busyId, setBusyId] = useState<number | null>(null);
  const refuseCourse = useRefuseCourse();
  const [merging, setMerging] = useState<Course | null>(null);
  const [refusing, setRefusing] = useState<Course | null>(null);
  const dialogMounted = useOpenedOnce(merging !== null);
  const refusalMounted = useOpenedOnce(refusing !== null);
  usePreloadWhenIdle(MergeCourseDialog);

  const confirm = async (course: Course) => {
    setBusyId(course.id);
    try {
      await confirmCourse.mutateAsync(course.id);
      track('course-confirm', { id: course.id });
      toast.success(t('admin.confirmed'), t('admin.confirmedCourse', { name: course.name }));
    } catch (error) {
      refused(t('admin.confirmFailed'), error);
    } finally {
      setBusyId(null);
    }
  };

  const merge = async (intoCourseId: number) => {
    if (!merging) return;
    try {
      const target = await mergeCourse.mutateAsync({ id: merging.id, intoCourseId });
      track('course-merge', { id: merging.id, into: target.id });
      toast.success(t('admin.merged'), t('admin.mergedCourse', { name: merging.name, target: target.name }));
      setMerging(null);
    } catch (error) {
      refused(t('admin.mergeFailed'), error);
      // Handled by another admin meanwhile: nothing left to merge (the list refreshes without it).
      if (errorStatus(error) === 409 || errorStatus(error) === 404) setMerging(null);
    }
  };

  const refuse = async (reason: string | null) => {
    if (!refusing) return;
    try {
      await refuseCourse.mutateAsync({ id: refusing.id, reason });
      track('course-refuse', { id: refusing.id });
      toast.success(t('admin.refused'), t('admin.refusedCourse', { name: refusing.name }));
      setRefusing(null);
    } catch (error) {
      refused(t('admin.refuseFailed'), error);
      if (errorStatus(error) === 409 || errorStatus(error) === 404) setRefusing(null);
    }
  };

  return (
    <>
      <PendingCourses
        courses={courses.filter((course) => course.pending)}
        onConfirm={(course) => void confirm(course)}
        onMerge={setMerging}
        onRefuse={setRefusing}
        busyId={busyId}
      />
      {dialogMounted && (
        <Suspense fallback={null}>
          <MergeCourseDialog.Component
            opened={merging !== null}
            course={merging}
            targets={courses}
            submitting={mergeCourse.isPending}
            onSubmit={(intoCourseId) => void merge(intoCourseId)}
            onClose={() => setMerging(null)}
          />
        </Suspense>
      )}
      {refusalMounted && (
        <Suspense fallback={null}>
          <RefuseCourseDialog.Component
            opened={refusing !== null}
            course={refusing}
            submitting={refuseCourse.isPending}
            onSubmit={(reason) => void refuse(reason)}
            onClose={() => setRefusing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
