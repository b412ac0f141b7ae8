import type { Socket } from 'node:net';
import { JSON_TYPE } from './stored-answer.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a header or address over the limit, a malformed
 * request line) still answer an envelope: 431 with '请求内容过大' for oversize headers, 400 '请求无法解析' otherwise.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(
    tooLarge ? { code: 413, msg: '请求内容过大', body: null } : { code: 400, msg: '请求无法解析', body: null },
  );
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      `Content-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
