// The tables a source file names in SQL, for the ownership check (table-owners.unit.test.ts): Kysely builder calls
// whose first argument is a table name ('contents', 'contents as c', ['a', 'b']), sql.table('x'), and the text of
// sql`` templates and sql.raw('…') after FROM, JOIN, INTO, UPDATE or USING. Only names that are tables count
// (isTable), so Array.from(x), a CTE's name or `extract(epoch from created_at)` are not taken for tables. With
// `literals` (a repository's file), any string that is a table's name counts too: a table kept in a constant and
// queried through sql.table(name) is still named.
import ts from 'typescript';

export interface TableReference {
  table: string;
  line: number;
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
// updateTable(…).from(…) and deleteFrom(…).using(…): only on a chain, so Array.from('…') and Buffer.from('…') are not.
const CHAINED_CALLS = new Set(['from', 'using']);

const SQL_TABLE = /\b(?:from|join|into|update|using)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

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

/** Every table `text` names in SQL, with its line, in source order. */
export function tablesNamedIn(
  fileName: string,
  text: string,
  isTable: (name: string) => boolean,
  options: { literals?: boolean } = {},
): TableReference[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: TableReference[] = [];
  const add = (name: string, node: ts.Node) => {
    const table = name.trim().split(/\s+/)[0] ?? '';
    if (isTable(table)) found.push({ table, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  const addSql = (sqlText: string, node: ts.Node) => {
    for (const match of sqlText.replace(/--[^\n]*/g, ' ').matchAll(SQL_TABLE)) add(match[1]!.toLowerCase(), node);
  };
  const visit = (node: ts.Node) => {
    if (options.literals && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
      const parent = node.parent;
      // A call's arguments (builder calls, sql.table) are read below, so a bare string is read here: a constant, a
      // property's value, a returned name.
      const inCall = ts.isCallExpression(parent) || ts.isArrayLiteralExpression(parent);
      if (!inCall) add(node.text, node);
    }
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) addSql(templateText(node.template), node);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const first = node.arguments[0];
      const chained = ts.isCallExpression(node.expression.expression);
      if (BUILDER_CALLS.has(method) || (chained && CHAINED_CALLS.has(method)))
        for (const name of stringsOf(first)) add(name, node);
      if (isSqlTag(node.expression.expression) && method === 'table')
        for (const name of stringsOf(first)) add(name, node);
      if (isSqlTag(node.expression.expression) && method === 'raw')
        for (const raw of stringsOf(first)) addSql(raw, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
