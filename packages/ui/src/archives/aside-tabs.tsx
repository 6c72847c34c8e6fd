import { Group, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

/** One tab beside the viewer: its name and what it shows. */
export type AsideTab = { title: string; content: ReactNode };

const fill = { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } as const;

/**
 * Tabs for the panels beside the viewer, the first one open, only the open one drawn. A small tablist of its own
 * (the WAI-ARIA pattern: ← / → move between tabs, Home / End to the ends) rather than Mantine's Tabs, which would
 * add some 4 kB to the archive page's first load for two tabs.
 */
export function AsideTabs({ tabs }: { tabs: AsideTab[] }) {
  const [open, setOpen] = useState(0);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setOpen(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: open + 1,
      ArrowLeft: open - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  const shown = tabs[open];
  return (
    <div style={fill}>
      <Group
        role="tablist"
        gap={0}
        mb="xs"
        onKeyDown={onKeyDown}
        style={{ borderBottom: '2px solid var(--mantine-color-default-border)' }}
      >
        {tabs.map((tab, index) => (
          <UnstyledButton
            key={tab.title}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === open}
            aria-controls={`${id}-panel`}
            tabIndex={index === open ? 0 : -1}
            onClick={() => setOpen(index)}
            px="md"
            py={6}
            fw={index === open ? 700 : 400}
            style={{
              marginBottom: -2,
              borderBottom: `2px solid ${index === open ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
            }}
          >
            {tab.title}
          </UnstyledButton>
        ))}
      </Group>
      {shown && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${open}`} style={fill}>
          {shown.content}
        </div>
      )}
    </div>
  );
}
