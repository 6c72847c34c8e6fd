// Just enough MIME decoding to read back what nodemailer sends: headers with encoded words, and the text/plain
// part in base64 or quoted-printable.

const qpBytes = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );

/** A header value with its RFC 2047 encoded words decoded. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      (encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : qpBytes(data.replace(/_/g, ' '))
      ).toString('utf8'),
    );
}

/** The message's headers by lower-case name, unfolded and decoded (the first of each name). */
export function readHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !(name in headers)) headers[name] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** The decoded body of the message's first part of this media type, or null. */
export function readPart(raw: string, mediaType: 'text/plain' | 'text/html'): string | null {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of [raw, ...parts]) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const headers = readHeaders(`${head}\n\n`);
    if (!headers['content-type']?.toLowerCase().startsWith(mediaType)) continue;
    const body = rest.join('\n\n').split(/\r?\n--[^\r\n]+--/)[0] ?? '';
    const encoding = headers['content-transfer-encoding']?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return qpBytes(body).toString('utf8');
    return body;
  }
  return null;
}
