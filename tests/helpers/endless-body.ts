/**
 * A request body that never ends, counting what the server pulled from it: a server that buffered
 * the whole body would never answer, so a test shows how little was read before the refusal.
 */
export function endlessBody(chunkBytes = 64 * 1024) {
  const chunk = new Uint8Array(chunkBytes);
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, counter };
}
