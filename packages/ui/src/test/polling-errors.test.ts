import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('printDocumentOnlyOnFailure (the test setup calls it)', () => {
  it('a poll’s miss names what it looked for without the document; the error a test fails with prints it', async () => {
    document.body.innerHTML = '<p>考古題</p>';
    const misses: string[] = [];
    await waitFor(() => {
      try {
        screen.getByText('不在頁上');
      } catch (error) {
        misses.push(error instanceof Error ? error.message : String(error));
      }
      if (misses.length < 2) throw new Error('once more');
    });
    expect(misses[0]).toContain('Unable to find an element with the text: 不在頁上');
    expect(misses.join('\n')).not.toContain('<p>');

    expect(() => screen.getByText('不在頁上')).toThrow('<p>');
    const failure = await screen.findByText('不在頁上', {}, { timeout: 20 }).catch((error: unknown) => error);
    expect(failure instanceof Error ? failure.message : failure).toContain('考古題');
  });
});
