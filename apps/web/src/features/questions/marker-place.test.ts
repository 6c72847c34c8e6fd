import { describe, expect, test } from 'vitest';
import { placeOnPage, steppedPlace } from './marker-place.ts';

describe('moving a question start with the arrow keys', () => {
  test('a small step, or with Shift a bigger one', () => {
    expect(steppedPlace({ page: 2, top: 0.35 }, 'down', false, 3)).toEqual({ page: 2, top: 0.36 });
    expect(steppedPlace({ page: 2, top: 0.35 }, 'up', true, 3)).toEqual({ page: 2, top: 0.3 });
  });

  test('crosses onto the next or the previous page past an edge', () => {
    expect(steppedPlace({ page: 2, top: 0.98 }, 'down', true, 3)).toEqual({ page: 3, top: 0.03 });
    expect(steppedPlace({ page: 2, top: 0.02 }, 'up', true, 3)).toEqual({ page: 1, top: 0.97 });
  });

  test('stops at the first page top and the last page bottom', () => {
    expect(steppedPlace({ page: 1, top: 0.01 }, 'up', true, 3)).toEqual({ page: 1, top: 0 });
    expect(steppedPlace({ page: 3, top: 0.99 }, 'down', true, 3)).toEqual({ page: 3, top: 1 });
  });
});

test('a point on a page is its height there, kept within the page', () => {
  const box = { top: 100, height: 400 };
  expect(placeOnPage(2, box, 200)).toEqual({ page: 2, top: 0.25 });
  expect(placeOnPage(2, box, 90)).toEqual({ page: 2, top: 0 });
  expect(placeOnPage(2, box, 900)).toEqual({ page: 2, top: 1 });
});
