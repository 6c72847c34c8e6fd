import { Alert, Box, Stack, Table } from '@mantine/core';
import { type CoursesByCategory, formatFileSize } from '@pastexam/api-contract';
import type { Labels } from '@pastexam/api-contract/labels';
import { type ReactNode, useEffect, useRef } from 'react';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { useLabels } from '../../i18n/labels.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import type { MessageId } from '../../i18n/messages/archives.zh-TW.ts';
import type { ChosenImage } from './chosen-images.ts';
import { categoryOf } from './course-picker.tsx';
import type { CourseTarget, ExamValues } from './upload-draft.ts';

export interface UploadSummaryProps {
  /** Every course by category, to name the chosen one. Required, no default. */
  courses: CoursesByCategory;
  /** The checked course. Required, no default. */
  course: CourseTarget;
  /** The checked exam information. Required, no default. */
  exam: ExamValues;
  /** The checked PDF; null when photos are sent instead. Required, no default. */
  file: File | null;
  /** The checked photos, in page order, when no PDF is sent. Default: none. */
  images?: readonly ChosenImage[];
  /** The file drawn from memory (nothing is sent yet). Default: none. */
  preview?: ReactNode;
  /** A warning shown above the summary (這份考古題可能已經存在). Default: none. */
  warning?: ReactNode;
  /** The server's refusal (zh-TW), shown above the summary. Default: none. */
  error?: string | null;
}

function courseLabel(
  t: Translate<MessageId>,
  labels: Labels,
  courses: CoursesByCategory,
  course: CourseTarget,
): string {
  if ('course_name' in course)
    return t('archives.summaryNewCourse', {
      name: course.course_name,
      category: labels.courseCategory[course.course_category],
    });
  const category = categoryOf(courses, course.course_id);
  const found = category && courses[category].find((row) => row.id === course.course_id);
  return found
    ? t('archives.summaryCourse', { name: found.name, category: labels.courseCategory[category] })
    : t('archives.summaryNoCourse');
}

/** Photos as the summary names them: how many pages they make, and their size together. */
function photosLabel(t: Translate<MessageId>, images: readonly ChosenImage[]): string {
  const total = images.reduce((sum, image) => sum + image.file.size, 0);
  return t('archives.summaryPhotos', { count: images.length, size: formatFileSize(total) });
}

/** The last step: what will be sent, and the PDF itself (photos become one on the server). */
export function UploadSummary({
  courses,
  course,
  exam,
  file,
  images = [],
  preview,
  warning,
  error = null,
}: UploadSummaryProps) {
  const t = useT(archivesMessages);
  const labels = useLabels();
  const alert = useRef<HTMLDivElement>(null);
  // The user pressed 上傳 at the foot of the dialog: bring the refusal at its head into view.
  useEffect(() => {
    if (error) alert.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  const rows: [string, string][] = [
    [t('archives.courseLabel'), courseLabel(t, labels, courses, course)],
    [t('archives.examProfessor'), exam.professor],
    [t('archives.yearLabel'), String(exam.academic_year)],
    [t('archives.examType'), labels.archiveType[exam.archive_type]],
    [t('archives.summaryName'), exam.name],
    [t('archives.withAnswers'), exam.has_answers ? t('archives.yes') : t('archives.no')],
    [
      t('archives.summaryFile'),
      file
        ? t('archives.summaryFileValue', { name: file.name, size: formatFileSize(file.size) })
        : photosLabel(t, images),
    ],
  ];
  return (
    <Stack gap="sm">
      {error && (
        // The dialog's sticky header would cover an alert scrolled to the very top.
        <Alert
          ref={alert}
          color="red"
          title={t('archives.uploadFailed')}
          role="alert"
          style={{ scrollMarginTop: 72 }}
        >
          {error}
        </Alert>
      )}
      {warning}
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={96}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {preview && (
        <Box
          component="section"
          aria-label={t('archives.previewOf', { name: file?.name ?? '' })}
          h={{ base: 320, sm: 380 }}
          style={{ display: 'flex', flexDirection: 'column' }}
        >
          {preview}
        </Box>
      )}
    </Stack>
  );
}
