import { randomBytes } from 'node:crypto';

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The start of a JFIF JPEG (what file-type reads to recognise it). */
export const TINY_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  randomBytes(64),
  Buffer.from([0xff, 0xd9]),
]);

/** A GIF89a (1×1): not an allowed type whatever its name says. */
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** 10.5 MB that starts like a PNG: over the 10 MB limit. */
export const oversizedPng = () => Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(Math.round(10.5 * 1024 * 1024))]);

/** A multipart/form-data body with one file part. */
export function multipartFile(field: string, fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----keys${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
