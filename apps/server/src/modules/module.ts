import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import type { RouteDef } from '../platform/http/routes.ts';
import type { JobHandler } from '../platform/jobs/job-worker.ts';
import type { OutboxConsumer } from '../platform/outbox/outbox.ts';

type Say = (line: string) => void;

/**
 * What an area brings to the server. `app.ts` and `server.ts` know only the list in `modules/index.ts`: a new area
 * adds one entry there and touches nothing else of the wiring.
 */
export interface Module {
  name: string;
  /** The contract paths this area answers (a path with no route answers '功能暂未开放'). */
  routes: RouteDef[];
  /** Fastify routes outside the contract (sandbox, dev tools, signed upload forms), registered before the contract's. */
  register?: (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;
  /** Fastify routes outside the contract that read a multipart body (platform/http/upload-scope.ts). */
  uploads?: (scope: FastifyInstance, ctx: AppContext) => void;
  /** Kinds of job this area runs in the database-backed queue. */
  jobs?: Record<string, JobHandler>;
  /** What it follows of the events other areas publish (platform/outbox, decision 0018). */
  consumers?: OutboxConsumer[];
  /** Start-up work after migrations and demo content (queue a re-index, a recount); must be quick. */
  start?: (ctx: AppContext, say: Say) => Promise<void>;
  /** Lines for the start-up message once the app is built and listening is next (the partner sandbox's address). */
  announce?: (ctx: AppContext, say: Say) => void;
}
