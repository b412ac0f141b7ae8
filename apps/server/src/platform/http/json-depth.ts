import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * How deep a request's JSON may nest (docs/product/nothing-twice.md, "Deep JSON"). Our deepest request (an enrolment's
 * answers, an activity's blocks) nests a handful of levels; anything past this is refused at parse time, before any
 * recursive step (the cache key's JSON.stringify, the schema, a log line) could run out of stack on it.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests deeper than `max` arrays and objects. One pass over the characters, strings skipped, so it
 * costs what reading the body costs and never recurses. Malformed text is left to the parser to refuse.
 */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** The same limit on a value already parsed (an envelope's opened payload), walked without recursion. */
export function valueTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (secure-json-parse, a `__proto__` key refused) behind the depth check: a body nested too
 * deep answers HTTP 400 '请求无法解析' like any body that cannot be read.
 */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTextTooDeep(body as string)) return done(new AppError('badEnvelope'), undefined);
    return parse(request, body as string, done);
  });
}
