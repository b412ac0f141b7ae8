// The web app's floors, kept by the linter (docs/decisions/0006-web-floors.md). apps/web/src has six floors and
// imports point down only:
//
//   app → features → ui → api → session → lib
//
// app/ composes routes, the shell and the features, and nothing imports it; a feature imports the floors below it
// and its own files, never another feature; ui, api, session and lib never import a floor above them. And no import
// cycles: a module never reaches itself again through the modules it imports (type-only imports and lazy import()
// do not count: they load nothing at start).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

const FLOORS = ['lib', 'session', 'api', 'ui', 'features', 'app'];
const SRC = '/apps/web/src/';

/** Where a file sits: its floor (index in FLOORS) and, under features/, its area; null outside the floors. */
function place(file) {
  const path = file.replaceAll('\\', '/');
  const at = path.lastIndexOf(SRC);
  if (at < 0) return null;
  const [top, area, ...rest] = path.slice(at + SRC.length).split('/');
  const floor = FLOORS.indexOf(top);
  if (floor < 0 || area === undefined) return null;
  return { top, floor, area: top === 'features' && rest.length ? area : null };
}

const relative = (spec) => spec.startsWith('./') || spec.startsWith('../');

function problem(from, to) {
  if (to.top === 'app' && from.top !== 'app')
    return 'Nothing imports app/: it is the top floor, which composes routes, the shell and the features. Move what is shared down (session/, lib/, ui/, api/).';
  if (from.top === 'features' && to.top === 'features' && from.area !== to.area)
    return `A feature does not import another feature (features/${from.area} → features/${to.area}); move the shared piece down into ui/, api/ or lib/.`;
  if (to.floor > from.floor)
    return `${from.top}/ does not import ${to.top}/: imports point down (app → features → ui → api → session → lib).`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const floors = {
  meta: { type: 'problem', docs: { description: "Imports in apps/web/src point down the app's floors" }, schema: [] },
  create(context) {
    const from = place(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !relative(source.value)) return;
      const to = place(resolve(dirname(context.filename), source.value));
      const message = to && problem(from, to);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveModule(fromFile, spec) {
  const base = resolve(dirname(fromFile), spec);
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (/\.(ts|tsx)$/.test(path) && existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** The relative modules a file's static, non-type imports and re-exports load. */
function valueImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specs = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0
          ? named.elements.every((e) => e.isTypeOnly)
          : false;
      if (!onlyTypes) specs.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const named = statement.exportClause;
      if (named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly))
        continue;
      specs.push(statement.moduleSpecifier.text);
    }
  }
  return specs
    .filter(relative)
    .map((spec) => resolveModule(file, spec))
    .filter(Boolean);
}

const graph = new Map();

function importsOf(file) {
  const { mtimeMs } = statSync(file);
  const known = graph.get(file);
  if (known?.mtimeMs === mtimeMs) return known.imports;
  const imports = valueImports(file, readFileSync(file, 'utf8'));
  graph.set(file, { mtimeMs, imports });
  return imports;
}

/** A path of imports from `start` back to `target`, or null. */
function pathBack(start, target) {
  const seen = new Set();
  const walk = (file, trail) => {
    if (file === target) return trail;
    if (seen.has(file)) return null;
    seen.add(file);
    for (const next of importsOf(file)) {
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: { type: 'problem', docs: { description: 'No import cycles in apps/web/src' }, schema: [] },
  create(context) {
    const file = resolve(context.filename);
    if (!place(file)) return {};
    return {
      Program(program) {
        const text = context.sourceCode.text;
        const own = new Set(valueImports(file, text));
        for (const node of program.body) {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !relative(spec)) continue;
          const target = resolveModule(file, spec);
          if (!target || !own.has(target)) continue;
          const trail = pathBack(target, file);
          if (!trail) continue;
          const names = [file, ...trail].map((f) => f.replaceAll('\\', '/').split(SRC).pop());
          context.report({ node: node.source, message: `Import cycle: ${names.join(' → ')}.` });
        }
      },
    };
  },
};

export const webBoundariesPlugin = { rules: { floors, 'no-cycle': noCycle } };

/** The flat-config block eslint.config.js spreads in. */
export const webBoundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-floors': webBoundariesPlugin },
    rules: { 'web-floors/floors': 'error', 'web-floors/no-cycle': 'error' },
  },
];
