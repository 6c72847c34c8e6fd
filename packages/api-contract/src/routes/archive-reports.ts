import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import {
  archiveReportCreatedSchema,
  archiveReportInputSchema,
  archiveReportListQuerySchema,
  archiveReportResolutionSchema,
  myArchiveReportListSchema,
  reportedArchiveListSchema,
  reportedArchiveSchema,
} from '../schemas/archive-report.ts';
import { idParam } from '../schemas/common.ts';

const reports = routeGroup({ tags: ['archive-reports'], params: z.object({ id: idParam }) });

export const reportArchive = reports.user('post', '/archives/{id}/reports', {
  summary:
    '回報考古題的問題：課程或資訊錯誤、無法閱讀、不完整、重複或著作權，可附說明（每人每份考古題每個理由同時只有一則待處理）',
  body: { encoding: 'json', schema: archiveReportInputSchema },
  responses: { 201: json(archiveReportCreatedSchema, '已回報') },
  errors: ['archive_not_found', 'duplicate_archive_report', 'archive_report_rate_limited'],
});

export const myArchiveReports = reports.user('get', '/users/me/archive-reports', {
  summary: '我的檢舉中的考古題回報：新到舊，附處理結果，與尚未看過的結果數',
  responses: { 200: json(myArchiveReportListSchema, '我的考古題回報') },
});

export const markMyArchiveReportsSeen = reports.user('post', '/users/me/archive-reports/seen', {
  summary: '將我的考古題回報的處理結果記為已看過',
  responses: { 200: json(myArchiveReportListSchema, '記下後的我的考古題回報') },
});

export const adminListArchiveReports = reports.admin('get', '/admin/archive-reports', {
  summary: '考古題回報：待處理的依考古題與理由分組（新到舊），或最近處理過的（管理員）',
  query: archiveReportListQuerySchema,
  responses: { 200: json(reportedArchiveListSchema, '被回報的考古題') },
});

export const adminResolveArchiveReports = reports.admin('post', '/admin/archives/{id}/reports/resolve', {
  summary:
    '處理一份考古題同一理由的所有待處理回報：已修正、隱藏（移到垃圾桶）、永久刪除或不處理（管理員）；回報者會看到結果',
  body: { encoding: 'json', schema: archiveReportResolutionSchema },
  responses: { 200: json(reportedArchiveSchema, '處理後的回報') },
  errors: ['archive_not_found', 'no_open_archive_reports'],
});
