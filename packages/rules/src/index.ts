// Pure, dependency-free rules shared by the web app and the server.
export * from './app-version.ts';
export * from './channels.ts';
export * from './china-coords.ts';
export * from './constants.ts';
export * from './content-filter.ts';
export * from './enrolment-answers.ts';
export * from './image-url.ts';
export * from './masking.ts';
export * from './money.ts';
export * from './tap-sequence.ts';
export * from './text-length.ts';
export * from './time.ts';
export * from './validation.ts';
export * from './text-screen.ts';
