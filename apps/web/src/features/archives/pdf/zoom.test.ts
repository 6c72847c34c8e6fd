import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { afterEach, describe, expect, it } from 'vitest';
import { clampZoom, fitWidthZoom, MAX_ZOOM, MIN_ZOOM, zoomedIn, zoomedOut, zoomPercent } from './zoom.ts';
import { readZoom, writeZoom } from './zoom-memory.ts';

describe('zoom steps', () => {
  it('steps from a fitted zoom to the next step either way, not past the range', () => {
    // A Letter page fitted to a 375px phone's viewer (351px): about 43%.
    const phone = fitWidthZoom(612, 351);
    expect(zoomPercent(phone)).toBe(43);
    expect(zoomedIn(phone)).toBe(0.5);
    expect(zoomedOut(phone)).toBe(0.33);
    expect(zoomedIn(1)).toBe(1.1);
    expect(zoomedOut(1.0999999)).toBe(1);
    expect(zoomedIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(zoomedOut(MIN_ZOOM)).toBe(MIN_ZOOM);
    expect(clampZoom(9)).toBe(MAX_ZOOM);
    expect(clampZoom(0.01)).toBe(MIN_ZOOM);
  });
});

describe('the remembered zoom', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept for the tab and read back', () => {
    writeZoom(sessionStorage, 1.5);
    expect(readZoom(sessionStorage)).toBe(1.5);
    writeZoom(sessionStorage, 'page-width');
    expect(readZoom(sessionStorage)).toBe('page-width');
  });

  it.each([
    ['nothing stored', null],
    ['a zoom past the range', '40'],
    ['another word', '"page-fit"'],
    ['broken JSON', '{'],
  ])('falls back to fitting the width with %s', (_label, stored) => {
    if (stored !== null) sessionStorage.setItem(storageKeys.pdfZoom, stored);
    expect(readZoom(sessionStorage)).toBe('page-width');
  });
});
