import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

/**
 * What README's command that runs the product starts once its install is done (the block under **Run the
 * product**, after its last `&&`): the whole start on a built checkout.
 */
export function readmeStartCommand(): string {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const command = /\*\*Run the product\*\*[^`]*```sh\n(.+)\n```/.exec(readme)?.[1]?.split(' && ').at(-1);
  if (!command) throw new Error('README.md has no command under **Run the product**');
  return command;
}
