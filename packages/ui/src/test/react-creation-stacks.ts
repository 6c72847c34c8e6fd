import * as React from 'react';

const INTERNALS = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
/** React's development build stops recording where elements were created past this many in a second. */
const RECORDED_PER_SECOND = 10_000;

/**
 * React's development build records where each element was created (an Error's stack and a console task) for the
 * first 10,000 elements of every second, for the component stacks of its own warnings; past that it records
 * nothing until the next second. The tests draw whole pages many times a second, and that recording was a sixth of
 * their time (29 web files: 147 s, 122 s without it). This holds React past its limit for the whole run. Its
 * warnings still name the component; a React without that counter is left as it is.
 */
export function skipElementCreationStacks(): void {
  const internals: unknown = Reflect.get(React, INTERNALS);
  if (typeof internals !== 'object' || internals === null || !('recentlyCreatedOwnerStacks' in internals))
    return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => RECORDED_PER_SECOND,
    set: () => undefined,
    configurable: true,
  });
}
