// The server's layers, kept by the linter (docs/decisions/0007-server-layers.md). In apps/server/src:
//
//   modules/<area>/  routes (routes.ts, *-routes.ts, *-route.ts) → services (*-service.ts)
//                    → repositories (*-repository.ts);
//                    setup-*.ts wires the area's outside routes and adapters (the module's `register`);
//                    module.ts or <area>-module.ts declares the area's Module for the list (wiring of one area);
//   platform/        config, db, http, auth, envelope, jobs, media store: imports no module, no partner
//   partners/        outside systems (SMS, WeChat, carriers): imports no module
//
// - a module's files import lower layers only: a repository imports no service or route, a service no route, a
//   route no repository (it asks a service);
// - another area is reached through its public surface, modules/<area>/index.ts, never any other of its files;
// - only modules/index.ts (the module list) imports an area's routes and wiring; app.ts and server.ts import the
//   list alone;
// - SQL lives in repositories: outside *-repository.ts no module file imports a value from kysely, writes sql``,
//   or builds a query (selectFrom, insertInto, updateTable, deleteFrom…) — type imports (Kysely<DB>) are fine; the
//   seed layer likewise keeps its SQL in seed/<area>-seed-repository.ts;
// - no import cycles (type-only imports do not count: they load nothing).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

const SRC = '/apps/server/src/';

/** Where a server file sits; null outside apps/server/src. */
export function placeOf(file) {
  const path = file.replaceAll('\\', '/');
  const at = path.lastIndexOf(SRC);
  if (at < 0) return null;
  const parts = path.slice(at + SRC.length).split('/');
  const [top, second] = parts;
  if (parts.length === 1) return { kind: 'root', area: null };
  if (top === 'platform' || top === 'partners' || top === 'seed' || top === 'scripts') return { kind: top, area: null };
  if (top !== 'modules') return { kind: 'other', area: null };
  if (parts.length === 2) return { kind: 'wiring', area: null };
  const name = parts.at(-1).replace(/\.(unit\.)?test\.ts$/, '.ts');
  const kind =
    name.startsWith('setup-') || name === 'module.ts' || name.endsWith('-module.ts')
      ? 'setup'
      : name === 'routes.ts' || name.endsWith('-routes.ts') || name.endsWith('-route.ts')
        ? 'routes'
        : name.endsWith('-service.ts')
          ? 'service'
          : name.endsWith('-repository.ts')
            ? 'repository'
            : 'support';
  return { kind, area: second, file: parts.slice(2).join('/') };
}

const isRelative = (spec) => spec.startsWith('./') || spec.startsWith('../');

/** Why an import from `from` to `to` breaks the layers, or null. */
export function layerProblem(from, to) {
  if (!from || !to) return null;
  if (from.kind === 'platform' && to.kind !== 'platform') {
    return 'platform/ imports no module, partner or wiring: the layers above it use it, not the other way round.';
  }
  if (from.kind === 'partners' && !['partners', 'platform'].includes(to.kind)) {
    return 'partners/ imports no module: an area uses a partner adapter, never the reverse.';
  }
  if (to.kind === 'root' && from.kind !== 'root' && from.kind !== 'scripts') {
    return 'app.ts and server.ts are the top: nothing under them imports them.';
  }
  // An area's module declaration names the Module type it fills in.
  if (to.kind === 'wiring' && !['root', 'wiring', 'scripts', 'setup'].includes(from.kind)) {
    return 'the module list (modules/index.ts, module.ts) is imported by app.ts and server.ts only.';
  }
  if (!to.area) return null;
  // Below: `to` is a file of an area.
  if (!from.area) {
    if (from.kind === 'root' && to.kind !== 'support') {
      return 'app.ts and server.ts import the module list only (modules/index.ts), not an area directly.';
    }
    return null;
  }
  if (from.area !== to.area) {
    if (to.kind === 'repository') {
      return `another area's repository: ask ${to.area} through a function of its service instead.`;
    }
    if (to.kind === 'routes' || to.kind === 'setup') {
      return `another area's routes or set-up: only modules/index.ts wires an area.`;
    }
    if (to.file !== 'index.ts') {
      return `another area's own file: ${to.area} offers what other areas may use in modules/${to.area}/index.ts; export it there and import that.`;
    }
    return null;
  }
  if (from.kind === 'repository' && (to.kind === 'service' || to.kind === 'routes')) {
    return 'a repository imports no service or route: layers go routes → services → repositories.';
  }
  if (from.kind === 'service' && to.kind === 'routes') {
    return 'a service imports no route: layers go routes → services → repositories.';
  }
  if (to.kind === 'setup') return "an area's set-up (setup-*.ts) is imported by the module list only.";
  if (from.kind === 'support' && to.kind === 'routes') {
    return 'only routes files, the set-up and the module list import routes.';
  }
  if (from.kind === 'routes' && to.kind === 'repository') {
    return 'a route asks a service, never a repository: layers go routes → services → repositories.';
  }
  return null;
}

// ── the import graph, for cycles ─────────────────────────────────────────────────────────────────────────────

/** Resolves a relative specifier to a file on disk, as the bundler resolution of the tsconfig does. */
function resolveSpec(fromFile, spec) {
  const base = resolve(dirname(fromFile), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The relative specifiers a source text imports at run time (type-only imports and re-exports left out). */
export function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specs = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((e) => e.isTypeOnly);
      if (onlyTypes) continue;
      specs.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly)) continue;
      specs.push(statement.moduleSpecifier.text);
    }
  }
  return specs.filter(isRelative);
}

const edgeCache = new Map();

function edgesOf(file) {
  const mtime = statSync(file).mtimeMs;
  const cached = edgeCache.get(file);
  if (cached && cached.mtime === mtime) return cached.edges;
  const edges = runtimeImports(file, readFileSync(file, 'utf8'))
    .map((spec) => resolveSpec(file, spec))
    .filter(Boolean);
  edgeCache.set(file, { mtime, edges });
  return edges;
}

/** A path of files from `start` back to `target`, or null. Files on disk are read; the linted file's own edges are given. */
function pathBack(start, target) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, path] = stack.pop();
    if (file === target) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    let edges;
    try {
      edges = edgesOf(file);
    } catch {
      continue;
    }
    for (const next of edges) if (!seen.has(next) || next === target) stack.push([next, [...path, next]]);
  }
  return null;
}

const short = (file) => {
  const path = file.replaceAll('\\', '/');
  const at = path.lastIndexOf('/apps/');
  return at < 0 ? path : path.slice(at + 1);
};

// ── the rules ────────────────────────────────────────────────────────────────────────────────────────────────

const isTypeOnlyImport = (node) =>
  node.importKind === 'type' ||
  (node.specifiers.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));

const layers = {
  meta: { type: 'problem', docs: { description: "the server's layers: imports point down only" }, schema: [] },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const from = placeOf(file);
    if (!from) return {};
    const check = (node, spec) => {
      if (!spec || !isRelative(spec)) return;
      const problem = layerProblem(from, placeOf(resolve(dirname(file), spec)));
      if (problem) context.report({ node, message: `Upward or sideways import '${spec}': ${problem}` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const QUERY_BUILDERS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'selectNoFrom',
  'replaceInto',
  'mergeInto',
]);

const sqlInRepositoriesOnly = {
  meta: { type: 'problem', docs: { description: 'SQL lives in *-repository.ts files only' }, schema: [] },
  create(context) {
    const file = (context.physicalFilename ?? context.filename).replaceAll('\\', '/');
    const place = placeOf(file);
    // Repositories hold the SQL: an area's *-repository.ts, and in the seed layer (apps/server/src/seed) its
    // <area>-seed-repository.ts files; the seeders only shape the demo and call them.
    const seed = place?.kind === 'seed';
    if (!place || place.kind === 'repository' || (seed && file.endsWith('-repository.ts'))) return {};
    if (!place.area && !seed) return {};
    const message = (what) =>
      seed
        ? `SQL outside a repository (${what}): the seed layer's queries live in seed/<area>-seed-repository.ts; move it there and call it.`
        : `SQL outside a repository (${what}): move the query into a *-repository.ts of this area and call it.`;
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'kysely' || isTypeOnlyImport(node)) return;
        context.report({ node, message: message("a value imported from 'kysely'") });
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type === 'Identifier' && node.tag.name === 'sql')
          context.report({ node, message: message('sql``') });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (QUERY_BUILDERS.has(callee.property.name))
          context.report({ node, message: message(`${callee.property.name}()`) });
      },
    };
  },
};

const noCycle = {
  meta: { type: 'problem', docs: { description: 'no import cycles (type-only imports do not count)' }, schema: [] },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    return {
      ImportDeclaration(node) {
        if (isTypeOnlyImport(node) || !isRelative(node.source.value)) return;
        const target = resolveSpec(file, node.source.value);
        if (!target) return;
        const path = target === file ? [file] : pathBack(target, file);
        if (path) {
          context.report({
            node,
            message: `Import cycle: ${[file, ...path].map(short).join(' → ')}. Move what both need into a third file.`,
          });
        }
      },
    };
  },
};

export const serverRules = { layers, 'sql-in-repositories-only': sqlInRepositoriesOnly, 'no-cycle': noCycle };

const serverFiles = ['apps/server/src/**/*.ts'];
const typedFiles = ['apps/server/{src,test,bench}/**/*.ts'];

export const serverBoundaries = [
  {
    files: serverFiles,
    plugins: { server: { rules: serverRules } },
    rules: {
      'server/layers': 'error',
      'server/sql-in-repositories-only': 'error',
      'server/no-cycle': 'error',
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error; a promise where a boolean or a callback that
    // returns nothing is expected runs unawaited.
    files: typedFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: resolve(import.meta.dirname, '..') },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
];
