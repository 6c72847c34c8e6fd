import type { TopicTree } from '@pastexam/api-contract';

/** A topic as a list names it, as the tree shows it (`作業系統 › 排程`). */
export type TopicOption = { id: number; label: string };

/**
 * Every topic of the tree as a list names it: an area, then each of its topics under it. A module of its own, so
 * the search's filters take it without the topic components.
 */
export const topicOptions = (areas: TopicTree['areas'] | undefined): TopicOption[] =>
  (areas ?? []).flatMap((area) => [
    { id: area.id, label: area.name_zh },
    ...area.children.map((child) => ({ id: child.id, label: `${area.name_zh} › ${child.name_zh}` })),
  ]);
