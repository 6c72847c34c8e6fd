import { fn } from 'storybook/test';

type Spy = ReturnType<typeof fn>;

/**
 * A `fn()` spy for each callback prop named, to spread into a story's `args`: the Actions panel logs every
 * call under the prop's name, and a test of the composed story can read the calls or pass its own spy.
 * (Storybook's `actions('onA', 'onB')` does the same with loggers a test cannot inspect.)
 */
export function spies<const Name extends string>(...names: readonly Name[]): Record<Name, Spy> {
  const named: Partial<Record<Name, Spy>> = {};
  for (const name of names) named[name] = fn();
  return named as Record<Name, Spy>;
}
