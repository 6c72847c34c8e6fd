import { Stack } from '@mantine/core';
import type { Course, CourseInput } from '@pastexam/api-contract';
import { type CourseField, CourseTable } from '@pastexam/ui/admin';
import { type Translate, useT } from '@pastexam/ui/i18n';
import { adminMessages } from '@pastexam/ui/messages/admin';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyDialog, useOpenedOnce, usePreloadWhenIdle } from '../../../lib/lazy-component.ts';
import { useServices } from '../../../lib/services.tsx';
import { adminCoursesQuery, useCourseChanges } from '../api/admin-courses.ts';
import { type EntityAdminConfig, useEntityAdmin } from '../hooks/use-entity-admin.ts';
import { PendingCoursesSection } from './pending-courses-section.tsx';

// The form is its own chunk, fetched once the page is idle: the table comes first.
const CourseFormDialog = lazyDialog(() =>
  import('@pastexam/ui/admin/course-form-dialog').then((module) => module.CourseFormDialog),
);

/** The ids of the `adminMessages` catalogue. */
type AdminMessageId = NonNullable<(typeof adminMessages)['ids']>;

/** How 課程管理 is administered, in `t`'s words. */
const courseAdmin = (
  t: Translate<AdminMessageId>,
): EntityAdminConfig<Course, CourseField, typeof useCourseChanges.saveRoutes> => ({
  noun: t('admin.courseNoun'),
  conflictFields: { duplicate_course: 'name' },
  saveRoutes: useCourseChanges.saveRoutes,
  deleteWarning: (course) =>
    course.archive_count > 0
      ? t('admin.courseDeleteWarning', { count: course.archive_count })
      : t('admin.courseDeleteWarningEmpty'),
  events: { create: 'course-create', update: 'course-update', delete: 'course-delete' },
});

/** 課程管理: the courses awaiting review, the course table and its create/edit dialog. */
export function CoursesPanel() {
  const t = useT(adminMessages);
  const { api } = useServices();
  const changes = useCourseChanges();
  const admin = useEntityAdmin(courseAdmin(t), {
    list: useQuery(adminCoursesQuery(api)),
    changes,
    save: (input: CourseInput, target) =>
      target ? changes.update.mutateAsync({ id: target.id, body: input }) : changes.create.mutateAsync(input),
  });
  const { target } = admin.dialog;
  const dialogMounted = useOpenedOnce(admin.dialog.opened);
  usePreloadWhenIdle(CourseFormDialog);
  return (
    <Stack gap="md">
      <PendingCoursesSection courses={admin.items} />
      <CourseTable
        courses={admin.items ?? []}
        loading={admin.loading}
        onRetry={admin.retryLoad}
        onCreate={admin.openCreate}
        onEdit={admin.openEdit}
        onDelete={(course) => void admin.requestDelete(course)}
      />
      {dialogMounted && (
        <Suspense fallback={null}>
          <CourseFormDialog.Component
            opened={admin.dialog.opened}
            course={target}
            submitting={admin.submitting}
            fieldErrors={admin.fieldErrors}
            onSubmit={(input) => void admin.submit(input)}
            onClose={admin.closeDialog}
          />
        </Suspense>
      )}
    </Stack>
  );
}
