import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { defineCatalogue, loadCatalogue, loadLocale } from './i18n.ts';
import { useLabels } from './labels.ts';
import { LocaleProvider, useT } from './locale-provider.tsx';

/** A catalogue of one message whose English arrives when `arrive` is called, or fails with `fail`. */
function slowCatalogue(name: string) {
  const waiting: { arrive: () => void; fail: () => void }[] = [];
  let asked = 0;
  const catalogue = defineCatalogue<'sample.hello'>(name, { 'sample.hello': ['你好'] }, () => {
    asked += 1;
    return new Promise((resolve, reject) => {
      waiting.push({
        arrive: () => resolve({ messages: { 'sample.hello': ['Hello'] } }),
        fail: () => reject(new TypeError('Failed to fetch dynamically imported module')),
      });
    });
  });
  return { catalogue, waiting, asked: () => asked };
}

function Hello({ catalogue }: { catalogue: ReturnType<typeof slowCatalogue>['catalogue'] }) {
  return <p>{useT(catalogue)('sample.hello')}</p>;
}

const inEnglish = (node: React.ReactNode) => (
  <LocaleProvider locale="en">
    <Suspense fallback={<p>waiting</p>}>{node}</Suspense>
  </LocaleProvider>
);

describe('an area’s words in English', () => {
  it('wait for their catalogue, then draw at once wherever they are drawn again', async () => {
    const { catalogue, waiting } = slowCatalogue('sample-one');
    await act(async () => {
      render(inEnglish(<Hello catalogue={catalogue} />));
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      waiting[0]?.arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('Hello')).toBeTruthy();

    // A screen drawn later, after the catalogue arrived, never shows its fallback, not even for a turn.
    render(inEnglish(<Hello catalogue={catalogue} />));
    expect(screen.getAllByText('Hello')).toHaveLength(2);
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('are asked for again after a fetch that failed', async () => {
    const { catalogue, waiting, asked } = slowCatalogue('sample-two');
    const first = loadCatalogue(catalogue, 'en');
    waiting[0]?.fail();
    await expect(first).rejects.toThrow('Failed to fetch');
    const second = loadCatalogue(catalogue, 'en');
    waiting[1]?.arrive();
    await second;
    expect(asked()).toBe(2);
  });
});

function ExamType() {
  return <p>{useLabels().archiveType.midterm}</p>;
}

describe('the contract’s labels', () => {
  it('come in English with the English core, and stay the contract’s own in zh-TW', async () => {
    await loadLocale('en');
    render(
      <>
        <LocaleProvider locale="en">
          <ExamType />
        </LocaleProvider>
        <LocaleProvider locale="zh-TW">
          <ExamType />
        </LocaleProvider>
      </>,
    );
    expect(screen.getByText('Midterm')).toBeTruthy();
    expect(screen.getByText('期中考')).toBeTruthy();
  });
});
