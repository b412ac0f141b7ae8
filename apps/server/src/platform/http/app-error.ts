import { CODES, type CodeName } from '@app/contract';

/** A failure the client should see as an envelope: a code from the table, optionally a more precise message. */
export class AppError extends Error {
  readonly code: number;
  readonly http: number;
  readonly body: unknown;
  constructor(name: CodeName, message?: string, body?: unknown) {
    const entry = CODES[name];
    super(message ?? entry.msg);
    this.code = entry.code;
    this.http = entry.http;
    this.body = body;
  }
}

/** A business rule refused (sold out, already joined, wrong code…): code 1 with the reason in Chinese. */
export const refuse = (reason: string, body?: unknown) => new AppError('refused', reason, body);
export const notFound = () => new AppError('notFound');
export const forbidden = () => new AppError('forbidden');
