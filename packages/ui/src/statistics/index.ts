export { StatisticsPlace, type StatisticsPlaceProps } from './statistics-place.tsx';
export { StatisticsRow, type StatisticsRowProps } from './statistics-row.tsx';
