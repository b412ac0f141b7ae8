// The contract's schemas name every payload; these read their types without bringing zod into the bundle
// (type-only imports are erased). Out = what an answer holds, In = what a request may say.
export type Out<S> = S extends { _zod: { output: infer O } } ? O : never;
export type In<S> = S extends { _zod: { input: infer I } } ? I : never;
