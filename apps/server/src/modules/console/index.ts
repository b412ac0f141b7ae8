// The console area's public surface: other console routes import only this file.
//
// A console route gets the signed-in operator as `c.operator` (RouteContext; `requireOperator(c.operator)` narrows
// it) and the request's address as `c.request.ip`. It writes and audits in one transaction:
//
//   const actor = actorOf(requireOperator(c.operator), c.request.ip);
//   await c.app.db.transaction().execute(async (trx) => {
//     … the write, through the area's own service, on trx …
//     await appendAudit(trx, actor, { action: 'moderation.hide', targetType, targetId, before, after, reason });
//   });
export { actorOf, appendAudit, type AuditActor, type AuditEntry } from './audit-service.ts';
export { CONSOLE_USAGE, runConsoleCommand } from './command-line.ts';
