import { Badge, type BadgeProps, Group, Text } from '@mantine/core';

/** A small badge beside a row's name: its text and how it looks. */
export type NameBadge = Pick<BadgeProps, 'variant' | 'color' | 'autoContrast'> & { label: string };

function NameBadgeMark({ label, ...look }: NameBadge) {
  return (
    <Badge size="xs" {...look}>
      {label}
    </Badge>
  );
}

export interface NameCellProps {
  /** The row's name. Required, no default. */
  name: string;
  /** The badge beside the name (e.g. 待審核), or null for none. Default null. */
  badge?: NameBadge | null;
}

/** A row's name in an admin table, with a badge beside it when one applies; bold where the row's card is. */
export function NameCell({ name, badge = null }: NameCellProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw="inherit">
        {name}
      </Text>
      {badge && <NameBadgeMark {...badge} />}
    </Group>
  );
}
