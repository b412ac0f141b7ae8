/// <reference types="vite/client" />

// Values vite.config.ts defines at build time. Under Node (unit tests) they do not exist: read them with typeof.
declare const __APP_CONFIG__: Readonly<Record<string, string>>;
declare const __ENC_PATHS__: readonly string[];
declare const __IDEMPOTENT_PATHS__: readonly string[];
declare const __BUILT_AT__: string;
declare const __DEV_TOOLS__: boolean;
