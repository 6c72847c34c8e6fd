import { defineRoute, json } from '../route.ts';
import { searchQuerySchema, searchResultsSchema, searchStatusSchema } from '../schemas/search.ts';

export const search = defineRoute({
  method: 'get',
  path: '/search',
  tags: ['search'],
  summary: '搜尋考古題內文（掃描檔經文字辨識），依相關程度排列，可依課程、教授、學年度與類型篩選',
  access: 'user',
  query: searchQuerySchema,
  responses: { 200: json(searchResultsSchema, '一頁搜尋結果') },
  errors: [],
});

export const searchStatus = defineRoute({
  method: 'get',
  path: '/admin/search/status',
  tags: ['search'],
  summary: '考古題內文的索引進度：已可搜尋的頁數、等待文字辨識的頁數（管理員）',
  access: 'admin',
  responses: { 200: json(searchStatusSchema, '索引進度') },
  errors: [],
});
