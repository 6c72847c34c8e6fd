export { BookmarkList, type BookmarkListProps } from './bookmark-list.tsx';
export { BookmarkToggle, type BookmarkToggleProps } from './bookmark-toggle.tsx';
export { CompletionToggle, type CompletionToggleProps } from './completion-toggle.tsx';
export { CoverageText, type CoverageTextProps } from './coverage-text.tsx';
