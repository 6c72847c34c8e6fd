import { Text } from '@mantine/core';

/**
 * What a part of a page fetched in its own chunk shows when the chunk cannot be fetched (a dropped connection, a
 * deployment replaced meanwhile): `message`, read out at once.
 */
export function ChunkUnavailable({ message }: { message: string }) {
  return (
    <Text role="alert" ta="center" py="lg">
      {message}
    </Text>
  );
}
