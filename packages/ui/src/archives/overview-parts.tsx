import { Badge, NavLink, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { followInPage } from './plain-click.ts';

// The parts the overview's sections are made of.

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <div>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** The items of a section: placeholder rows while loading, a sentence when there are none. */
export function Items<T>({
  items,
  empty,
  children,
}: {
  items: readonly T[] | null;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  const t = useT(archivesMessages);
  if (items === null)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('archives.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={44} />
        ))}
      </Stack>
    );
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => children(item))}
    </Stack>
  );
}

/** One entry of a list: a link to a course or an archive, followed in the page on a plain click. */
export function LinkItem({
  href,
  onOpen,
  label,
  description,
  side,
  children,
}: {
  href: string;
  onOpen: () => void;
  label: string;
  description: string;
  /** At the right: a mark, a date or a count. */
  side: ReactNode;
  /** Beneath the link, in the same entry: a list of its own. Default: none. */
  children?: ReactNode;
}) {
  return (
    <li>
      <NavLink
        component="a"
        href={href}
        onClick={followInPage(onOpen)}
        label={label}
        description={description}
        rightSection={side}
      />
      {children}
    </li>
  );
}

/** 待審核, beside a course a student's upload created until an admin confirms it. */
export function PendingMark({ pending }: { pending: boolean }) {
  const t = useT(archivesMessages);
  return (
    pending && (
      <Badge size="xs" variant="filled" color="yellow" autoContrast>
        {t('archives.pending')}
      </Badge>
    )
  );
}
