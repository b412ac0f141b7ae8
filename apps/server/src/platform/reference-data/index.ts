export { loadReferenceData } from './load-reference-data.ts';
