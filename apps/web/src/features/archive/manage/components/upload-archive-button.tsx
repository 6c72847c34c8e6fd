import { Button } from '@mantine/core';
import type { CoursesByCategory } from '@pastexam/api-contract';
import {
  ArchiveUploadDialog,
  type ArchiveUploadValues,
  DEFAULT_MAX_FILE_BYTES,
} from '@pastexam/ui/archive-upload';
import { toast } from '@pastexam/ui/toast';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { track } from '../../../../lib/analytics.ts';
import { useServices } from '../../../../lib/services.tsx';
import { getCourses } from '../../api/get-courses.ts';
import { uploadArchive } from '../api/upload-archive.ts';
import { useDialogCall } from '../hooks/use-dialog-call.ts';
import { useProfessorSuggestions } from '../hooks/use-professor-suggestions.ts';

export type UploadArchiveButtonProps = {
  /** Every course by category; the button waits (disabled) until they are loaded. */
  courses: CoursesByCategory | null;
  /** The course being viewed, preselected in the wizard; null for none. */
  selectedCourseId: number | null;
  /** Called after a successful upload with the course it went to, so the page can show it. */
  onUploaded: (courseId: number) => void;
};

/** Where a just-uploaded archive went: the chosen course, or the new one the server created by that name. */
async function uploadedCourseId(
  values: ArchiveUploadValues,
  loadCourses: () => Promise<CoursesByCategory>,
): Promise<number | null> {
  const { course } = values;
  if ('course_id' in course) return course.course_id;
  const fresh = await loadCourses();
  return fresh[course.course_category].find((row) => row.name === course.course_name)?.id ?? null;
}

/** 上傳考古題: any signed-in user; opens the wizard and sends the file. */
export function UploadArchiveButton({ courses, selectedCourseId, onUploaded }: UploadArchiveButtonProps) {
  const { api } = useServices();
  const [opened, setOpened] = useState(false);
  const upload = useDialogCall('上傳失敗，請稍後再試');
  const [chosenCourseId, setChosenCourseId] = useState<number | null>(null);
  const professors = useProfessorSuggestions(opened ? chosenCourseId : null);

  function open() {
    upload.clearError();
    setOpened(true);
  }

  function submit(values: ArchiveUploadValues) {
    return upload.run(async () => {
      const archive = await uploadArchive(api, values);
      track('archive-upload', { type: archive.archive_type, has_answers: archive.has_answers });
      toast.success('上傳成功', `「${archive.name}」已加入考古題`);
      setOpened(false);
      const courseId = await uploadedCourseId(values, () => getCourses(api)).catch(() => null);
      if (courseId !== null) onUploaded(courseId);
    });
  }

  return (
    <>
      <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={open} disabled={courses === null}>
        上傳考古題
      </Button>
      {courses && (
        <ArchiveUploadDialog
          opened={opened}
          courses={courses}
          initialCourseId={selectedCourseId}
          professorSuggestions={professors}
          onCourseChange={setChosenCourseId}
          maxFileBytes={DEFAULT_MAX_FILE_BYTES}
          submitting={upload.busy}
          error={upload.error}
          onSubmit={(values) => void submit(values)}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
