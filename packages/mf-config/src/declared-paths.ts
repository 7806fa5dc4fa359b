// A remote declares the paths it owns beside its route list: `export const paths = ['/cart/*', ...]`
// in src/exposes/routes.ts, and its pages' titles and descriptions (`export const seo = {...}`). They
// are read here from the source without running it (the module imports pages, styles and build-time
// constants), so the one declaration feeds the build's mf-manifest.json, the Kubernetes check that
// compares the ConfigMap with it, the shell's dev server, and the render service's heads and sitemap.
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  REMOTE_NAMES,
  remoteDeclarationSchema,
  remoteSeoSchema,
  type RemoteName,
  type RemoteDeclaration,
} from '@rmj/contracts';
import * as ts from 'typescript';

/** Where every remote keeps its route list (the floor plan every remote shares). */
export const ROUTES_MODULE = 'src/exposes/routes.ts';

/** The app folder of a remote: mfe_cart → mfe-cart. */
export const remoteFolder = (name: RemoteName): string => name.replace('_', '-');

/** `x as const`, `x satisfies T`, `(x)`: the expression inside. */
function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current)) {
    current = current.expression;
  }
  return current;
}

/** The initializer of `export const <name>`, or undefined when the module declares none. */
function exportedInitializer(source: ts.SourceFile, name: string): ts.Expression | null | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer ?? null;
    }
  }
  return undefined;
}

// With parent nodes, so an error can quote the offending source text.
const parse = (file: string): ts.SourceFile =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The value of a literal (strings, booleans, arrays, plain objects); throws on anything computed. */
function literalValue(node: ts.Expression): unknown {
  const expression = unwrap(node);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.map(literalValue);
  if (ts.isObjectLiteralExpression(expression)) {
    return Object.fromEntries(
      expression.properties.map((property) => {
        if (
          !ts.isPropertyAssignment(property) ||
          !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
        )
          throw new Error(`${property.getText()} is not a plain property`);
        return [property.name.text, literalValue(property.initializer)];
      }),
    );
  }
  throw new Error(`${expression.getText()} is not a literal`);
}

/** The pages' words a route module declares (`export const seo`), undefined without one; throws naming the file and the problem. */
export function declaredSeoIn(file: string): RemoteDeclaration['seo'] {
  const initializer = exportedInitializer(parse(file), 'seo');
  if (initializer === undefined) return undefined;
  let value: unknown;
  try {
    value = initializer && literalValue(initializer);
  } catch (error) {
    throw new Error(`${file}: export const seo must be a literal (${(error as Error).message})`);
  }
  const result = remoteSeoSchema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`${file}: bad seo (${problems.join('; ')})`);
  }
  return result.data;
}

/** The paths a route module declares; throws naming the file and the problem. */
export function declaredPathsIn(file: string): string[] {
  const initializer = exportedInitializer(parse(file), 'paths');
  if (initializer === undefined) {
    throw new Error(`${file}: declares no paths (add export const paths = ['/<prefix>/*', ...]: the paths it owns)`);
  }
  const list = initializer && unwrap(initializer);
  if (
    !list ||
    !ts.isArrayLiteralExpression(list) ||
    !list.elements.every((e) => ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e))
  ) {
    throw new Error(`${file}: export const paths must be a literal list of path patterns, such as ['/cart/*']`);
  }
  const paths = list.elements.map((e) => (e as ts.StringLiteral).text);
  const result = remoteDeclarationSchema.safeParse({ paths });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`${file}: bad paths (${problems.join('; ')})`);
  }
  return paths;
}

/** The paths the remote in `appDir` declares in its route list. */
export function remoteDeclaredPaths(appDir: string): string[] {
  return declaredPathsIn(path.join(appDir, ROUTES_MODULE));
}

/** Every remote's declared paths, read from the sources under the repository's `root`. */
export function declaredPathsOfRemotes(root: string): Record<RemoteName, string[]> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, remoteDeclaredPaths(path.join(root, remoteFolder(name)))]),
  ) as Record<RemoteName, string[]>;
}
