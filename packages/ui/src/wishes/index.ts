export { CourseWishes, type CourseWishesProps } from './course-wishes.tsx';
