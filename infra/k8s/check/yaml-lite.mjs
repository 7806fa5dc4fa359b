// A small YAML reader for what `kubectl kustomize` prints (block style, 2-space indents,
// sequences either indented or at their key's column, `|` block scalars, `{}` / `[]`).
// Not a general YAML parser: yq is not installed and the check must need nothing but Node.

/** Parses a multi-document YAML stream into an array of plain objects. */
export function parseYamlDocuments(text) {
  return text
    .split(/^---[ \t]*$/m)
    .map((doc) => parseDocument(doc))
    .filter((doc) => doc !== null && doc !== undefined);
}

function parseDocument(text) {
  const lines = text.split('\n').map((raw) => ({ raw, indent: raw.search(/\S/) }));
  const state = { lines, i: 0 };
  skipBlank(state);
  if (state.i >= lines.length) return null;
  return parseNode(state, lines[state.i].indent);
}

function isBlank(line) {
  return line.indent < 0 || line.raw.trimStart().startsWith('#');
}

function skipBlank(state) {
  while (state.i < state.lines.length && isBlank(state.lines[state.i])) state.i += 1;
}

function isSeqItem(line) {
  const t = line.raw.trimStart();
  return t === '-' || t.startsWith('- ');
}

function parseNode(state, indent) {
  return isSeqItem(state.lines[state.i]) ? parseSequence(state, indent) : parseMapping(state, indent);
}

function parseSequence(state, indent) {
  const out = [];
  for (skipBlank(state); state.i < state.lines.length; skipBlank(state)) {
    const line = state.lines[state.i];
    if (line.indent !== indent || !isSeqItem(line)) break;
    const content = line.raw.trimStart().slice(1).trimStart();
    if (content === '') {
      state.i += 1;
      skipBlank(state);
      out.push(parseNode(state, state.lines[state.i].indent));
    } else if (splitKey(content)) {
      // "- key: value" starts a mapping whose keys sit at the column of "key".
      const column = line.raw.length - content.length;
      state.lines[state.i] = { raw: ' '.repeat(column) + content, indent: column };
      out.push(parseMapping(state, column));
    } else {
      state.i += 1;
      out.push(parseScalar(content));
    }
  }
  return out;
}

function parseMapping(state, indent) {
  const out = {};
  for (skipBlank(state); state.i < state.lines.length; skipBlank(state)) {
    const line = state.lines[state.i];
    if (line.indent !== indent || isSeqItem(line)) break;
    const kv = splitKey(line.raw.trim());
    if (!kv) throw new Error(`yaml-lite: cannot read line: ${line.raw}`);
    const [key, rest] = kv;
    state.i += 1;
    if (rest === '') {
      skipBlank(state);
      const next = state.lines[state.i];
      if (next && (next.indent > indent || (next.indent === indent && isSeqItem(next)))) {
        out[key] = parseNode(state, next.indent);
      } else {
        out[key] = null;
      }
    } else if (/^[|>][-+]?$/.test(rest)) {
      out[key] = parseBlockScalar(state, indent, rest);
    } else {
      out[key] = parseScalar(rest);
    }
  }
  return out;
}

function parseBlockScalar(state, indent, header) {
  const body = [];
  while (state.i < state.lines.length) {
    const line = state.lines[state.i];
    if (line.indent >= 0 && line.indent <= indent) break;
    body.push(line.raw);
    state.i += 1;
  }
  while (body.length && body[body.length - 1].trim() === '') body.pop();
  const cut = Math.min(...body.filter((l) => l.trim() !== '').map((l) => l.search(/\S/)));
  const text = body.map((l) => l.slice(cut)).join(header.startsWith('>') ? ' ' : '\n');
  return header.endsWith('-') ? text : `${text}\n`;
}

/** Splits "key: value" (key plain or quoted); null when the text is not a mapping entry. */
function splitKey(text) {
  const quoted = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')\s*:(?:\s+(.*))?$/.exec(text);
  if (quoted) return [parseScalar(quoted[1]), (quoted[2] ?? '').trim()];
  const plain = /^([^\s"'{[#-][^:]*?|-[^\s:][^:]*?)\s*:(?:\s+(.*))?$/.exec(text);
  if (!plain) return null;
  return [plain[1], (plain[2] ?? '').trim()];
}

function parseScalar(text) {
  const t = text.replace(/\s+#.*$/, '').trim();
  if (t.startsWith('"')) return JSON.parse(t);
  if (t.startsWith("'")) return t.slice(1, -1).replace(/''/g, "'");
  if (t === '{}') return {};
  if (t === '[]') return [];
  if (t === 'true' || t === 'false') return t === 'true';
  if (t === 'null' || t === '~') return null;
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  return t;
}
