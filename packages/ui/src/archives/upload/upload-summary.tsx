import { Alert, Box, Stack, Table } from '@mantine/core';
import { type CoursesByCategory, formatFileSize } from '@pastexam/api-contract';
import { archiveTypeLabels, courseCategoryLabels } from '@pastexam/api-contract/labels';
import { type ReactNode, useEffect, useRef } from 'react';
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

function courseLabel(courses: CoursesByCategory, course: CourseTarget): string {
  if ('course_name' in course)
    return `${course.course_name}（新課程，${courseCategoryLabels[course.course_category]}）`;
  const category = categoryOf(courses, course.course_id);
  const found = category && courses[category].find((row) => row.id === course.course_id);
  return found ? `${found.name}（${courseCategoryLabels[category]}）` : '（找不到課程）';
}

/** Photos as the summary names them: how many pages they make, and their size together. */
function photosLabel(images: readonly ChosenImage[]): string {
  const total = images.reduce((sum, image) => sum + image.file.size, 0);
  return `${images.length} 張照片，合成一份 PDF（${formatFileSize(total)}）`;
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
  const alert = useRef<HTMLDivElement>(null);
  // The user pressed 上傳 at the foot of the dialog: bring the refusal at its head into view.
  useEffect(() => {
    if (error) alert.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  const rows: [string, string][] = [
    ['課程', courseLabel(courses, course)],
    ['授課教授', exam.professor],
    ['學年度', String(exam.academic_year)],
    ['考試類型', archiveTypeLabels[exam.archive_type]],
    ['名稱', exam.name],
    ['附解答', exam.has_answers ? '是' : '否'],
    ['檔案', file ? `${file.name}（${formatFileSize(file.size)}）` : photosLabel(images)],
  ];
  return (
    <Stack gap="sm">
      {error && (
        // The dialog's sticky header would cover an alert scrolled to the very top.
        <Alert ref={alert} color="red" title="上傳失敗" role="alert" style={{ scrollMarginTop: 72 }}>
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
          aria-label={`${file?.name ?? ''} 的預覽`}
          h={{ base: 320, sm: 380 }}
          style={{ display: 'flex', flexDirection: 'column' }}
        >
          {preview}
        </Box>
      )}
    </Stack>
  );
}
