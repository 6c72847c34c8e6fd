import type { CourseSummary } from '@pastexam/api-contract';
import {
  observeElementRect,
  type Range,
  type Rect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useListPlacement } from './use-list-placement.ts';
import { useMeasuredOffset } from './use-measured-offset.ts';
import { measuredOrEstimated, placed, useFocusedLineKept } from './virtual-lines.ts';

/**
 * From this many courses in the department up, each category draws only the courses near the visible part of
 * the list. A department of a few dozen courses keeps every one in the page (find-in-page reaches them); one of
 * hundreds would otherwise put thousands of nodes in every page of the archive.
 */
export const VIRTUALIZE_COURSES_FROM = 100;

/** A course's line before it is measured, in px: a one-line NavLink as Chromium lays it out. */
const COURSE_HEIGHT = 38;

/**
 * Courses drawn beyond each edge of the visible part: a Tab lands on one already there. A category wholly out of
 * view draws only its course nearest the view instead, the one a Tab or Shift+Tab reaches first.
 */
const OVERSCAN = 6;

/** Where the course list scrolls: the element that scrolls it, and the list's whole content inside it. */
export type CourseListScroll = { scroller: Element | null; content: Element | null };

/** The nearest element above `element` that scrolls its content vertically, or null when the page does. */
export function scrollingParent(element: Element): Element | null {
  for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
    if (/^(auto|scroll|overlay)$/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}

/** Where `element` starts in `scroller`'s scrolled content: what the scroller's scrollTop counts. */
function offsetWithin(scroller: Element, element: HTMLElement): number {
  const origin = scroller.getBoundingClientRect().top + scroller.clientTop;
  return element.getBoundingClientRect().top - origin + scroller.scrollTop;
}

/** The visible part as the scroller reports it; a viewport's height where nothing is laid out (tests). */
function observeVisiblePart(instance: Virtualizer<Element, Element>, report: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) =>
    report(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
  );
}

export type VirtualCourseLinksProps = {
  /** The category's courses in order. */
  courses: readonly CourseSummary[];
  /** The course shown in the main area: scrolled into view once when it is one of these. */
  selectedCourseId: number | null;
  /** Where the list scrolls (both null until the sidebar has mounted). */
  scroll: CourseListScroll;
  /** Draws one course. */
  renderCourse: (course: CourseSummary) => ReactNode;
};

/**
 * A category's courses, drawn only near the visible part of the course list and placed by their measured
 * heights; the course holding focus stays drawn while scrolled away, and the selected course is scrolled into
 * view when it is chosen or the page opens on it.
 */
export function VirtualCourseLinks({
  courses,
  selectedCourseId,
  scroll,
  renderCourse,
}: VirtualCourseLinksProps) {
  const { scroller, content } = scroll;
  const listRef = useRef<HTMLDivElement>(null);
  const offsetOf = useCallback(
    (element: HTMLElement) => (scroller === null ? 0 : offsetWithin(scroller, element)),
    [scroller],
  );
  const offset = useMeasuredOffset(listRef, content, offsetOf);
  const indexOfKey = useMemo(
    () => new Map(courses.map((course, index) => [String(course.id), index])),
    [courses],
  );
  const { rangeExtractor: focusKept, focusHandlers } = useFocusedLineKept(indexOfKey);
  const placement = useListPlacement(listRef, scroller, offset);
  // A new function when the placement changes: the virtualizer recomputes its lines only when this or its range
  // does, and the range of a list out of view does not change as the view scrolls towards it.
  const rangeExtractor = useCallback(
    (range: Range) => {
      if (placement === 'within') return focusKept(range);
      const edge = placement === 'above' ? range.count - 1 : 0;
      return focusKept({ ...range, startIndex: edge, endIndex: edge, overscan: 0 });
    },
    [placement, focusKept],
  );
  const measureElement = useMemo(() => measuredOrEstimated<Element>(() => COURSE_HEIGHT), []);
  const virtualizer = useVirtualizer({
    count: courses.length,
    getScrollElement: () => scroller,
    estimateSize: () => COURSE_HEIGHT,
    measureElement,
    rangeExtractor,
    getItemKey: (index) => courses[index]?.id ?? index,
    overscan: OVERSCAN,
    scrollMargin: offset ?? 0,
    observeElementRect: observeVisiblePart,
    initialRect: { width: 0, height: window.innerHeight },
  });

  const selectedIndex = courses.findIndex((course) => course.id === selectedCourseId);
  const scrolledTo = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (scroller === null || offset === null || selectedIndex < 0 || scrolledTo.current === selectedCourseId)
      return;
    scrolledTo.current = selectedCourseId;
    virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [virtualizer, scroller, offset, selectedIndex, selectedCourseId]);

  return (
    <div
      ref={listRef}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      {...focusHandlers}
    >
      {virtualizer.getVirtualItems().map(({ index, start }) => {
        const course = courses[index];
        return (
          course && (
            <div
              key={course.id}
              data-index={index}
              data-key={course.id}
              ref={virtualizer.measureElement}
              style={placed(start - (offset ?? 0))}
            >
              {renderCourse(course)}
            </div>
          )
        );
      })}
    </div>
  );
}
