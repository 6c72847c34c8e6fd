import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { statisticsSchema } from '../schemas/statistics.ts';

const statistics = routeGroup({ tags: ['statistics'] });

export const getStatistics = statistics.guest('get', '/statistics', {
  summary: '系統統計：考古題、課程、使用者、下載次數與今日活躍人數（公開，每分鐘更新）',
  responses: { 200: json(statisticsSchema, '統計數字') },
});
