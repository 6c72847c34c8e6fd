import { jsx } from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';

describe('skipElementCreationStacks (the test setup calls it)', () => {
  it('leaves elements without a stack of their own, so the saving holds with the React installed', () => {
    const stackOf = (element: unknown) => Reflect.get(Object(element), '_debugStack');
    const first = jsx('p', {});
    const second = jsx('p', {});
    // React's development build gives each element an Error of its own until it hits the limit this holds.
    expect(stackOf(first)).toBeInstanceOf(Error);
    expect(stackOf(second)).toBe(stackOf(first));
  });
});
