import { Button } from '@mantine/core';
import type { CoursesByCategory } from '@pastexam/api-contract';
import { ArchiveUploadDialog, type ArchiveUploadValues } from '@pastexam/ui/archive-upload';
import { toast } from '@pastexam/ui/toast';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { track } from '../../../../lib/analytics.ts';
import { useServices } from '../../../../lib/services.tsx';
import { useUploadLimit } from '../api/get-upload-limit.ts';
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

/** 上傳考古題: any signed-in user; opens the wizard and sends the file. */
export function UploadArchiveButton({ courses, selectedCourseId, onUploaded }: UploadArchiveButtonProps) {
  const { api } = useServices();
  const [opened, setOpened] = useState(false);
  const upload = useDialogCall('上傳失敗，請稍後再試');
  const [chosenCourseId, setChosenCourseId] = useState<number | null>(null);
  const professors = useProfessorSuggestions(opened ? chosenCourseId : null);
  const maxFileBytes = useUploadLimit();

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
      onUploaded(archive.course_id);
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
          maxFileBytes={maxFileBytes}
          submitting={upload.busy}
          error={upload.error}
          onSubmit={(values) => void submit(values)}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
