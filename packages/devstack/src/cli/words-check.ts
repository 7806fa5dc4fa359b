// The words check (checks stage of `npm test`, `rmj words`): for every part with a catalogue
// (`src/i18n/en.ts` beside `ta.ts`), each English key has a Tamil message and Tamil no other key, no
// Tamil message is empty, a Tamil message takes the same ICU arguments (by name) as the English one (a
// `{count}` lost or renamed in translation would show the raw text), and every key is used by the part's
// code (a shared package's keys: by any part's code).
// tsc already refuses a missing or extra key (`Translation<typeof en>`); the rest only this finds.
//
// The catalogues are read as source (TypeScript's parser, nothing run): the default export's object
// literal, its keys and string values. A key counts as used when its text appears quoted in a source file
// of the part outside src/i18n and outside tests ('cart.title', "cart.title", `cart.title`), or when the
// code builds it from a template with a fixed start that the key begins with (`status.${state}` uses
// every 'status.…' key).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** One catalogue: its keys and messages as written, and what could not be read as a plain message. */
export interface CatalogueSource {
  messages: Map<string, string>;
  /** Keys whose value is not a string literal (the check cannot read them). */
  unreadable: string[];
  /** Keys read from a spread object, by the object's name (code that reads the object uses them all). */
  spreads: Map<string, string[]>;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(spec|test|e2e-spec)\.(ts|tsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage']);

/** The parts with a catalogue under `root`: each folder (one or two levels down) with src/i18n/en.ts. */
export function partsWithWords(root: string): string[] {
  const parts: string[] = [];
  const visit = (dir: string, depth: number) => {
    if (fs.existsSync(path.join(dir, 'src', 'i18n', 'en.ts'))) parts.push(dir);
    if (depth === 0) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && !SKIP_DIRS.has(entry.name)) {
        visit(path.join(dir, entry.name), depth - 1);
      }
    }
  };
  visit(root, 2);
  return parts.sort();
}

/**
 * The object literal a catalogue file exports by default (`const en = {…} as const; export default en;`),
 * or, with `name`, the object literal of that top-level constant (a part of a catalogue spread into it).
 */
function exportedObject(file: ts.SourceFile, name?: string): ts.ObjectLiteralExpression | undefined {
  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
      ? unwrap(node.expression)
      : node;
  const objects = new Map<string, ts.ObjectLiteralExpression>();
  let exported: ts.Expression | undefined;
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer && unwrap(declaration.initializer);
        if (value && ts.isObjectLiteralExpression(value) && ts.isIdentifier(declaration.name)) {
          objects.set(declaration.name.text, value);
        }
      }
    }
    if (ts.isExportAssignment(statement)) exported = unwrap(statement.expression);
  }
  if (name !== undefined) return objects.get(name);
  if (!exported) return undefined;
  if (ts.isObjectLiteralExpression(exported)) return exported;
  return ts.isIdentifier(exported) ? objects.get(exported.text) : undefined;
}

/** The relative module a top-level import of `name` in `file` comes from, as a file path. */
function importedFrom(file: ts.SourceFile, name: string): string | undefined {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    if (!bindings.elements.some((element) => element.name.text === name)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) return undefined;
    const base = path.resolve(path.dirname(file.fileName), specifier);
    return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
  }
  return undefined;
}

/**
 * Reads a catalogue file's keys and messages. A spread of an object imported from a file of the part
 * (`...knownEn`) is read from that file. A value that is not a literal (English taken from contracts,
 * `PRIVACY_NOTICES.checkout.keep`, so it has one definition) is `unreadable`: allowed in English,
 * refused in Tamil.
 */
export function readCatalogue(fileName: string, name?: string): CatalogueSource {
  const text = fs.readFileSync(fileName, 'utf8');
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const object = exportedObject(file, name);
  if (!object) throw new Error(`${fileName}: no ${name ? `object '${name}'` : 'default-exported object literal'}`);
  const messages = new Map<string, string>();
  const unreadable: string[] = [];
  const spreads = new Map<string, string[]>();
  for (const property of object.properties) {
    if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression)) {
      const spread = property.expression.text;
      const source = importedFrom(file, spread);
      const part = source ? readCatalogue(source, spread) : undefined;
      part?.messages.forEach((message, key) => messages.set(key, message));
      unreadable.push(...(part?.unreadable ?? []));
      if (part) spreads.set(spread, [...part.messages.keys(), ...part.unreadable]);
      continue;
    }
    if (!ts.isPropertyAssignment(property)) continue;
    const key =
      ts.isStringLiteral(property.name) || ts.isIdentifier(property.name) || ts.isNumericLiteral(property.name)
        ? property.name.text
        : undefined;
    if (key === undefined) continue;
    const value = property.initializer;
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) messages.set(key, value.text);
    else unreadable.push(key);
  }
  return { messages, unreadable, spreads };
}

/** Each ICU argument of a message with its kind: 'count:plural', 'name:argument', 'when:date'. */
export function messageArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          found.add(`${element.value}:argument`);
          break;
        case TYPE.number:
          found.add(`${element.value}:number`);
          break;
        case TYPE.date:
          found.add(`${element.value}:date`);
          break;
        case TYPE.time:
          found.add(`${element.value}:time`);
          break;
        case TYPE.select:
          found.add(`${element.value}:select`);
          Object.values(element.options).forEach((option) => walk(option.value));
          break;
        case TYPE.plural:
          found.add(`${element.value}:plural`);
          Object.values(element.options).forEach((option) => walk(option.value));
          break;
        case TYPE.tag:
          found.add(`${element.value}:tag`);
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** The part's source files outside src/i18n and tests, as text. */
function codeOf(part: string): string[] {
  const texts: string[] = [];
  const i18n = path.join(part, 'src', 'i18n');
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== i18n && !SKIP_DIRS.has(entry.name)) visit(full);
      } else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        texts.push(fs.readFileSync(full, 'utf8'));
      }
    }
  };
  visit(path.join(part, 'src'));
  return texts;
}

/** The fixed starts of keys built in templates: `status.${s}` → 'status.'. */
function templatePrefixes(code: readonly string[]): string[] {
  return code.flatMap((text) => [...text.matchAll(/`([\w.-]+)\$\{/g)].map((match) => match[1]));
}

/**
 * Every problem of one part's catalogues, as messages naming the file and key. `users`: further parts
 * whose code may use the keys (a shared package's words are used by the parts that render its pieces).
 */
export function checkPart(part: string, root = part, users: readonly string[] = []): string[] {
  const name = path.relative(root, part) || path.basename(part);
  const enFile = path.join(part, 'src', 'i18n', 'en.ts');
  const taFile = path.join(part, 'src', 'i18n', 'ta.ts');
  if (!fs.existsSync(taFile)) return [`${name}: src/i18n/ta.ts is missing`];
  const en = readCatalogue(enFile);
  const ta = readCatalogue(taFile);
  const problems: string[] = [];
  // A Tamil message built in code is allowed only where the English one is too (both from contracts).
  for (const key of ta.unreadable.filter((k) => !en.unreadable.includes(k))) {
    problems.push(`${name}: Tamil '${key}' is not a plain string message (write it as a string literal)`);
  }
  for (const [key, english] of en.messages) {
    const tamil = ta.messages.get(key);
    if (tamil === undefined) {
      if (!ta.unreadable.includes(key)) problems.push(`${name}: '${key}' has no Tamil message`);
      continue;
    }
    if (en.unreadable.includes(key)) continue;
    if (tamil.trim() === '') {
      problems.push(`${name}: '${key}' has an empty Tamil message`);
      continue;
    }
    try {
      // Names only: a count the English pluralises may be a plain number in Tamil, and the reverse.
      const names = (message: string) => [...new Set(messageArguments(message).map((a) => a.split(':')[0]))];
      const wanted = names(english);
      const given = names(tamil);
      if (wanted.join() !== given.join()) {
        problems.push(`${name}: '${key}' takes {${wanted.join(', ')}} in English but {${given.join(', ')}} in Tamil`);
      }
    } catch (error) {
      problems.push(`${name}: '${key}' is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  for (const key of en.unreadable) {
    if (!ta.messages.has(key) && !ta.unreadable.includes(key)) problems.push(`${name}: '${key}' has no Tamil message`);
  }
  for (const key of ta.messages.keys()) {
    if (!en.messages.has(key) && !en.unreadable.includes(key))
      problems.push(`${name}: Tamil '${key}' is not an English key`);
  }
  const code = [part, ...users].flatMap(codeOf);
  const prefixes = templatePrefixes(code);
  const readWhole = [...en.spreads].flatMap(([object, keys]) =>
    code.some((text) => new RegExp(`\\b${object}\\b`).test(text)) ? keys : [],
  );
  for (const key of [...en.messages.keys(), ...en.unreadable]) {
    const quoted = [`'${key}'`, `"${key}"`, `\`${key}\``];
    const used =
      readWhole.includes(key) ||
      code.some((text) => quoted.some((form) => text.includes(form))) ||
      prefixes.some((start) => key.startsWith(start));
    if (!used) problems.push(`${name}: '${key}' is not used in src (outside src/i18n)`);
  }
  return problems;
}

/** Every problem of every part's catalogues under `root`, and how many parts were checked. */
export function checkWords(root: string): { parts: string[]; problems: string[] } {
  const parts = partsWithWords(root);
  const shared = (part: string) => path.relative(root, part).startsWith(`packages${path.sep}`);
  return {
    parts: parts.map((part) => path.relative(root, part)),
    problems: parts.flatMap((part) =>
      checkPart(part, root, shared(part) ? parts.filter((other) => other !== part) : []),
    ),
  };
}
