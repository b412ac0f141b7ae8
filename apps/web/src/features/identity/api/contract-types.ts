// The contract's zod schemas as plain types: a request as the client sends it (defaults still optional) and a
// response as it arrives. Type-only, so no schema code reaches the bundle.

export type RequestOf<S extends { _input: unknown }> = S['_input'];
export type ResponseOf<S extends { _output: unknown }> = S['_output'];
