import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { searchQuerySchema, searchResultsSchema, searchStatusSchema } from '../schemas/search.ts';

const searching = routeGroup({ tags: ['search'] });

export const search = searching.user('get', '/search', {
  summary: '搜尋考古題內文（掃描檔經文字辨識），依相關程度排列，可依課程、主題、教授、學年度與類型篩選',
  query: searchQuerySchema,
  responses: { 200: json(searchResultsSchema, '一頁搜尋結果') },
});

export const searchStatus = searching.admin('get', '/admin/search/status', {
  summary: '考古題內文的索引進度：已可搜尋的頁數、等待文字辨識的頁數（管理員）',
  responses: { 200: json(searchStatusSchema, '索引進度') },
});
