// Privacy's public surface for other areas (the module itself is privacy-module.ts, listed in modules/index.ts).
export { EXPORT_SECTIONS, type ExportSection } from './export-sections.ts';
