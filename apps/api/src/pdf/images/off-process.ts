import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ImageRotation } from '@pastexam/api-contract/image-content';
import { SPARE_CORES } from '../thread/pool.ts';
import { imagesReply } from './protocol.ts';

/**
 * How long one upload's images may take and how much memory their process may hold: 30 photos of a phone take
 * seconds; more is a file built to exhaust the server.
 */
export const IMAGE_PROCESS_LIMITS = { timeoutMs: 120_000, maxOldGenerationSizeMb: 512 };

/** Why an upload's images make no PDF: one of them cannot be read (`index`, from 0), or they take too much. */
export class ImageError extends Error {
  override name = 'ImageError';
  constructor(
    readonly code: 'unreadable' | 'too_complex',
    readonly index: number | null = null,
  ) {
    super(code === 'unreadable' ? `image ${index} cannot be read` : 'the images take too much');
  }
}

const entry = new URL('./process.ts', import.meta.url);

/**
 * A process rather than a worker thread: the image decoder is native code, and some damaged files bring down
 * the process decoding them (a JPEG marker followed by junk does, in @napi-rs/canvas 0.1). Only that upload
 * fails then, and the image being read when it happened is the one named. Run from source, the entry is
 * TypeScript loaded through tsx; a compiled server starts its bundle from dist/ (scripts/build.ts).
 */
function startProcess() {
  const loader = entry.pathname.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : [];
  return fork(fileURLToPath(entry), [], {
    serialization: 'advanced',
    execArgv: [...loader, `--max-old-space-size=${IMAGE_PROCESS_LIMITS.maxOldGenerationSizeMb}`],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function convert(images: readonly { bytes: Uint8Array; rotation: ImageRotation }[], timeoutMs: number) {
  return new Promise<Uint8Array>((resolve, reject) => {
    const child = startProcess();
    let reading: number | null = null;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      finish();
    };
    const timer = setTimeout(() => settle(() => reject(new ImageError('too_complex'))), timeoutMs);
    child.on('message', (message: unknown) => {
      const reply = imagesReply.safeParse(message);
      if (!reply.success) return settle(() => reject(new Error('the image process answered nonsense')));
      if (reply.data.kind === 'reading') reading = reply.data.index;
      else if (reply.data.kind === 'unreadable') {
        const index = reply.data.index;
        settle(() => reject(new ImageError('unreadable', index)));
      } else {
        const bytes = reply.data.bytes;
        settle(() => resolve(bytes));
      }
    });
    child.on('error', (error) => settle(() => reject(error)));
    // Ended without an answer: the decoder brought it down on the image it was reading, or memory ran out.
    child.on('exit', () =>
      settle(() =>
        reject(reading === null ? new ImageError('too_complex') : new ImageError('unreadable', reading)),
      ),
    );
    child.send({ images });
  });
}

/** Processes at work at once; further uploads wait for the first one finished. */
const waiting: (() => void)[] = [];
let running = 0;

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SPARE_CORES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * One PDF of `images` in order, a page each, upright by their EXIF orientation and turned as chosen (drawPage),
 * made in a process of its own so that no request waits on the decoding meanwhile. Throws ImageError.
 */
export function imagesToPdfOffProcess(
  images: readonly { bytes: Uint8Array; rotation: ImageRotation }[],
  { timeoutMs = IMAGE_PROCESS_LIMITS.timeoutMs }: { timeoutMs?: number } = {},
): Promise<Uint8Array> {
  return turn(() => convert(images, timeoutMs));
}
