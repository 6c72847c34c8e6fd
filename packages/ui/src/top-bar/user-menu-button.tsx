import { Button, type ButtonProps, Text } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import type { TopBarUser } from './top-bar.tsx';

export interface UserMenuButtonProps
  extends ButtonProps,
    Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps> {
  /** The signed-in user whose name it shows. Required, no default. */
  user: TopBarUser;
}

/** The user's name in the top bar, the button that opens their own menu (and stands in for it while it loads). */
export function UserMenuButton({ user, ...buttonProps }: UserMenuButtonProps) {
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconUserCircle size={20} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...buttonProps}
    >
      <Text component="span" size="sm" maw={160} truncate="end">
        {user.name}
      </Text>
    </Button>
  );
}
