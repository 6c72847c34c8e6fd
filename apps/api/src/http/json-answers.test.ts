import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { decodedBody } from '../test-support/encoding.ts';
import { jsonAnswers } from './json-answers.ts';

const big = { courses: Array.from({ length: 200 }, (_, id) => ({ id, name: `資料結構 ${id}` })) };
const bigText = JSON.stringify(big);
const small = { ok: true };

const app = new Hono();
app.use('/api/*', jsonAnswers);
app.get('/api/big', (c) => c.json(big));
app.get('/api/small', (c) => c.json(small));
app.get('/api/missing', (c) => c.json({ detail: '找不到此課程', code: 'course_not_found' }, 404));
app.post('/api/big', (c) => c.json(big, 201));
app.get('/api/pdf', (c) => c.body('%PDF-1.4 '.repeat(500), 200, { 'Content-Type': 'application/pdf' }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('JSON answers', () => {
  it('compresses a large answer with brotli, or gzip, by what the client takes', async () => {
    const br = await get('/api/big', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBody = await decodedBody(br);
    expect(brBody).toMatchObject({ encoding: 'br', text: bigText });
    expect(Number(br.headers.get('content-length'))).toBe(brBody.sentBytes);

    const gz = await get('/api/big', { 'accept-encoding': 'gzip, br;q=0' });
    expect(await decodedBody(gz)).toMatchObject({ encoding: 'gzip', text: bigText });
    expect(await decodedBody(await get('/api/big'))).toMatchObject({ encoding: null, text: bigText });
  });

  it('leaves small answers and files as they are', async () => {
    const response = await get('/api/small', { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual(small);
    const pdf = await get('/api/pdf', { 'accept-encoding': 'br' });
    expect(pdf.headers.get('content-encoding')).toBeNull();
    expect(pdf.headers.get('etag')).toBeNull();
  });

  it('answers 304 to a GET whose body the client already has', async () => {
    const first = await get('/api/big');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const again = await get('/api/big', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const other = await get('/api/small', { 'if-none-match': etag });
    expect(other.status).toBe(200);
  });

  it('gives errors and state changes no validator, but still compresses them', async () => {
    const missing = await get('/api/missing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(await missing.json()).toEqual({ detail: '找不到此課程', code: 'course_not_found' });

    const created = await app.request('/api/big', { method: 'POST', headers: { 'accept-encoding': 'br' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBeNull();
    expect(created.headers.get('content-encoding')).toBe('br');
  });
});
