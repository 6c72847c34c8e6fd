import { type ComponentType, lazy, Suspense, useState } from 'react';

/** What a lazily loaded menu takes beyond its own props. */
export interface LazyMenuProps {
  /** Opens the menu as it mounts: its button was pressed while the menu's code was on its way. Default false. */
  initiallyOpened?: boolean;
}

/**
 * A menu whose code (Mantine's Menu with its positioning library) is its own chunk: a guest never needs it,
 * and a signed-in user's page paints before it arrives. Until then `Placeholder` draws a button that looks the
 * same, and a press on it opens the menu once it is there. Without its code the menu is not offered; the page
 * itself goes on working.
 */
export function menuLoader<P extends object>(
  load: () => Promise<ComponentType<P & LazyMenuProps>>,
  Placeholder: ComponentType<P & { onPress: () => void }>,
): ComponentType<P> {
  const Menu = lazy<ComponentType<P & LazyMenuProps>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: () => null }),
    ),
  );
  return function MenuLoader(props: P) {
    const [pressedEarly, setPressedEarly] = useState(false);
    return (
      <Suspense fallback={<Placeholder {...props} onPress={() => setPressedEarly(true)} />}>
        <Menu {...props} initiallyOpened={pressedEarly} />
      </Suspense>
    );
  };
}
