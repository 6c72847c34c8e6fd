import { Alert, Box, Stack, Table, Text } from '@mantine/core';
import { type CoursesByCategory, formatFileSize } from '@pastexam/api-contract';
import { archiveTypeLabels, courseCategoryLabels } from '@pastexam/api-contract/labels';
import { useEffect, useState } from 'react';
import { categoryOf } from './course-picker.tsx';
import type { CourseTarget, ExamValues } from './upload-draft.ts';

export interface UploadSummaryProps {
  /** Every course by category, to name the chosen one. Required, no default. */
  courses: CoursesByCategory;
  /** The checked course. Required, no default. */
  course: CourseTarget;
  /** The checked exam information. Required, no default. */
  exam: ExamValues;
  /** The checked file, previewed from memory. Required, no default. */
  file: File;
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

/** A blob URL of the file for as long as the summary shows it; nothing leaves the browser. */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The last step: what will be sent, and the PDF itself as the browser shows it. */
export function UploadSummary({ courses, course, exam, file, error = null }: UploadSummaryProps) {
  const url = useObjectUrl(file);
  const rows: [string, string][] = [
    ['課程', courseLabel(courses, course)],
    ['授課教授', exam.professor],
    ['學年度', String(exam.academic_year)],
    ['考試類型', archiveTypeLabels[exam.archive_type]],
    ['名稱', exam.name],
    ['附解答', exam.has_answers ? '是' : '否'],
    ['檔案', `${file.name}（${formatFileSize(file.size)}）`],
  ];
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" title="上傳失敗" role="alert">
          {error}
        </Alert>
      )}
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
      {url && (
        <Box
          component="object"
          data={url}
          type="application/pdf"
          aria-label={`${file.name} 的預覽`}
          h={260}
          w="100%"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
        >
          <Text size="sm" c="dimmed" p="sm">
            此瀏覽器無法在這裡顯示 PDF 預覽，上傳後即可在考古題列表中預覽。
          </Text>
        </Box>
      )}
    </Stack>
  );
}
