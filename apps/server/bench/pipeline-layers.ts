// The layers of app.ts's request pipeline before a /healthz answer, in its order (pipeline-layers-server.ts builds
// them): layer 0 is the bare route; the last, the route as registerEndpoints handles a contract path open to anyone.
// What a layer adds to the CPU of a request is its cost (pipeline-bench.ts).
export const LAYERS = [
  'bare route',
  'logger, request ids, access log (level warn)',
  'security headers',
  'rate-limit plugin (the route not counted)',
  "multipart plugin, in the upload routes' scope",
  'error handler, body drain, JSON parser',
  "outbox's end-of-request check",
  'contract handler (query parsed by its schema, async handler)',
] as const;
