// The tables a source file names in SQL, for the ownership check (table-owners.unit.test.ts): Kysely builder calls
// whose first argument is a table name ('contents', 'contents as c', ['a', 'b']), sql.table('x'), and the text of
// sql`` templates and sql.raw('…') after FROM, JOIN, INTO, UPDATE or USING. Only names that are tables count
// (isTable), so Array.from(x), a CTE's name or `extract(epoch from created_at)` are not taken for tables. With
// `literals` (a repository's file), any string that is a table's name counts too: a table kept in a constant and
// queried through sql.table(name) is still named.
//
// Each name says whether the statement writes it: insertInto, updateTable, deleteFrom, mergeInto or replaceInto, SQL's
// INSERT INTO, UPDATE, DELETE FROM or MERGE INTO, and sql.table(name) right after one of those in a template. A
// published view is read by any area and written by its owner alone (docs/decisions/0017-published-views.md), so the
// check needs to tell the two apart. A name kept in a constant counts as a read.
import ts from 'typescript';

export interface TableReference {
  table: string;
  line: number;
  /** The statement writes the table (inserts, updates, deletes, merges); otherwise it reads it. */
  write: boolean;
}

const BUILDER_CALLS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'replaceInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
]);
const WRITE_CALLS = new Set(['insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto']);
// updateTable(…).from(…) and deleteFrom(…).using(…): only on a chain, so Array.from('…') and Buffer.from('…') are not.
const CHAINED_CALLS = new Set(['from', 'using']);

// The keyword is kept: `delete from`, `into` and `update` write; `from`, `join` and `using` read.
const SQL_TABLE = /\b(delete\s+from|from|join|into|update|using)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const WRITES = /^(?:delete\s+from|into|update)$/i;
// A template's text just before a ${…} that holds sql.table(name): the name is written.
const WRITE_BEFORE_SLOT = /\b(?:delete\s+from|into|update)\s+(?:only\s+)?$/i;

const stringsOf = (node: ts.Node | undefined): string[] => {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(stringsOf);
  return [];
};

const templateText = (template: ts.TemplateLiteral): string =>
  ts.isNoSubstitutionTemplateLiteral(template)
    ? template.text
    : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(' ${} ');

const isSqlTag = (node: ts.Expression) => ts.isIdentifier(node) && node.text === 'sql';

/** The names in sql.table('x'), or none when the expression is something else. */
const sqlTableNames = (node: ts.Expression): string[] =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  isSqlTag(node.expression.expression) &&
  node.expression.name.text === 'table'
    ? stringsOf(node.arguments[0])
    : [];

/** Every table `text` names in SQL, with its line, in source order. */
export function tablesNamedIn(
  fileName: string,
  text: string,
  isTable: (name: string) => boolean,
  options: { literals?: boolean } = {},
): TableReference[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: TableReference[] = [];
  const add = (name: string, node: ts.Node, write = false) => {
    const table = name.trim().split(/\s+/)[0] ?? '';
    if (isTable(table))
      found.push({ table, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, write });
  };
  const addSql = (sqlText: string, node: ts.Node) => {
    for (const match of sqlText.replace(/--[^\n]*/g, ' ').matchAll(SQL_TABLE))
      add(match[2]!.toLowerCase(), node, WRITES.test(match[1]!));
  };
  // sql`insert into ${sql.table('x')} …`: the slot's name is written.
  const addSlotWrites = (template: ts.TemplateExpression, node: ts.Node) => {
    let before = template.head.text;
    for (const span of template.templateSpans) {
      if (WRITE_BEFORE_SLOT.test(before.replace(/--[^\n]*/g, ' ')))
        for (const name of sqlTableNames(span.expression)) add(name, node, true);
      before = span.literal.text;
    }
  };
  const visit = (node: ts.Node) => {
    if (options.literals && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
      const parent = node.parent;
      // A call's arguments (builder calls, sql.table) are read below, so a bare string is read here: a constant, a
      // property's value, a returned name.
      const inCall = ts.isCallExpression(parent) || ts.isArrayLiteralExpression(parent);
      if (!inCall) add(node.text, node);
    }
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      addSql(templateText(node.template), node);
      if (ts.isTemplateExpression(node.template)) addSlotWrites(node.template, node);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const first = node.arguments[0];
      const chained = ts.isCallExpression(node.expression.expression);
      if (BUILDER_CALLS.has(method) || (chained && CHAINED_CALLS.has(method)))
        for (const name of stringsOf(first)) add(name, node, WRITE_CALLS.has(method));
      for (const name of sqlTableNames(node)) add(name, node);
      if (isSqlTag(node.expression.expression) && method === 'raw')
        for (const raw of stringsOf(first)) addSql(raw, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
