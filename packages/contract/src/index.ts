export * from './codes.ts';
export * from './endpoints/index.ts';
export * from './schemas/common.ts';
export * from './schemas/content.ts';
export * from './schemas/identity.ts';
export * from './schemas/platform.ts';
