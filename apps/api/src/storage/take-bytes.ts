/**
 * The first `count` bytes of `source`, cancelling the rest. Errors if the source ends early, so a short
 * answer never passes for a complete one.
 */
export function takeBytes(source: ReadableStream<Uint8Array>, count: number): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let remaining = count;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.error(new Error(`The stream ended ${remaining} bytes early`));
        return;
      }
      const chunk = value.byteLength > remaining ? value.subarray(0, remaining) : value;
      remaining -= chunk.byteLength;
      controller.enqueue(chunk);
      if (remaining === 0) {
        controller.close();
        await reader.cancel();
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
