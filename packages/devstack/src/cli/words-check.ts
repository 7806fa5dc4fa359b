// The words check (checks stage of `npm test`, `rmj words`): for every part with a catalogue
// (`src/i18n/en.ts` beside `ta.ts`), each English key has a Tamil message and Tamil no other key, no
// Tamil message is empty, a Tamil message takes the same ICU arguments as the English one (a `{count}`
// lost or renamed in translation would show the raw text), and every key is used by the part's code.
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

/** The object literal a catalogue file exports by default (`const en = {…} as const; export default en;`). */
function exportedObject(file: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
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
  if (!exported) return undefined;
  if (ts.isObjectLiteralExpression(exported)) return exported;
  return ts.isIdentifier(exported) ? objects.get(exported.text) : undefined;
}

/** Reads a catalogue file's keys and messages. */
export function readCatalogue(fileName: string): CatalogueSource {
  const text = fs.readFileSync(fileName, 'utf8');
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const object = exportedObject(file);
  if (!object) throw new Error(`${fileName}: no default-exported object literal`);
  const messages = new Map<string, string>();
  const unreadable: string[] = [];
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const name = property.name;
    const key = ts.isStringLiteral(name) || ts.isIdentifier(name) || ts.isNumericLiteral(name) ? name.text : undefined;
    if (key === undefined) continue;
    const value = property.initializer;
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) messages.set(key, value.text);
    else unreadable.push(key);
  }
  return { messages, unreadable };
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

/** Every problem of one part's catalogues, as messages naming the file and key. */
export function checkPart(part: string, root = part): string[] {
  const name = path.relative(root, part) || path.basename(part);
  const enFile = path.join(part, 'src', 'i18n', 'en.ts');
  const taFile = path.join(part, 'src', 'i18n', 'ta.ts');
  if (!fs.existsSync(taFile)) return [`${name}: src/i18n/ta.ts is missing`];
  const en = readCatalogue(enFile);
  const ta = readCatalogue(taFile);
  const problems: string[] = [];
  for (const key of [...en.unreadable, ...ta.unreadable]) {
    problems.push(`${name}: '${key}' is not a plain string message (write it as a string literal)`);
  }
  for (const [key, english] of en.messages) {
    const tamil = ta.messages.get(key);
    if (tamil === undefined) {
      if (!ta.unreadable.includes(key)) problems.push(`${name}: '${key}' has no Tamil message`);
      continue;
    }
    if (tamil.trim() === '') {
      problems.push(`${name}: '${key}' has an empty Tamil message`);
      continue;
    }
    try {
      const wanted = messageArguments(english);
      const given = messageArguments(tamil);
      if (wanted.join() !== given.join()) {
        problems.push(`${name}: '${key}' takes {${wanted.join(', ')}} in English but {${given.join(', ')}} in Tamil`);
      }
    } catch (error) {
      problems.push(`${name}: '${key}' is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  for (const key of ta.messages.keys()) {
    if (!en.messages.has(key) && !en.unreadable.includes(key))
      problems.push(`${name}: Tamil '${key}' is not an English key`);
  }
  const code = codeOf(part);
  const prefixes = templatePrefixes(code);
  for (const key of [...en.messages.keys(), ...en.unreadable]) {
    const quoted = [`'${key}'`, `"${key}"`, `\`${key}\``];
    const used =
      code.some((text) => quoted.some((form) => text.includes(form))) ||
      prefixes.some((start) => key.startsWith(start));
    if (!used) problems.push(`${name}: '${key}' is not used in src (outside src/i18n)`);
  }
  return problems;
}

/** Every problem of every part's catalogues under `root`, and how many parts were checked. */
export function checkWords(root: string): { parts: string[]; problems: string[] } {
  const parts = partsWithWords(root);
  return {
    parts: parts.map((part) => path.relative(root, part)),
    problems: parts.flatMap((part) => checkPart(part, root)),
  };
}
