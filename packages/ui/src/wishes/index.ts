export { CourseWishes, type CourseWishesProps } from './course-wishes.tsx';
export { wishExamLabel } from './wish-label.ts';
