import type { IncomingMessage } from 'node:http';

export class BodyTooLarge extends Error {}

/** The request's multipart body as FormData; rejects with BodyTooLarge past `maxBytes`. */
export async function readForm(req: IncomingMessage, maxBytes: number): Promise<FormData> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size > maxBytes) throw new BodyTooLarge();
    chunks.push(bytes);
  }
  const request = new Request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  });
  return request.formData();
}
