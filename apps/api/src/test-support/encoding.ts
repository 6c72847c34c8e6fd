import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An answer's body as a browser reads it: its Content-Encoding undone, with how many bytes were sent. */
export async function decodedBody(response: Response) {
  const encoding = response.headers.get('content-encoding');
  const sent = Buffer.from(await response.arrayBuffer());
  const decoded =
    encoding === 'br' ? brotliDecompressSync(sent) : encoding === 'gzip' ? gunzipSync(sent) : sent;
  return { encoding, sentBytes: sent.byteLength, text: decoded.toString() };
}
