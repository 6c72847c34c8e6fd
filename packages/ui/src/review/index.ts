export { ExamDates, type ExamDatesProps } from './exam-dates.tsx';
export { ReviewCard, type ReviewCardProps } from './review-card.tsx';
export { ReviewDone, type ReviewDoneProps } from './review-done.tsx';
export { ReviewToday, type ReviewTodayProps } from './review-today.tsx';
export { ReviewTodayPlaceholder } from './review-today-placeholder.tsx';
export { ReviewToggle, type ReviewToggleProps } from './review-toggle.tsx';
