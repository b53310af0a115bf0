/**
 * A parser for nginx configuration syntax: directives (`name args;`), blocks (`name args { ... }`),
 * single- and double-quoted arguments and `#` comments. It knows no directive's meaning.
 */

/** One directive; `block` holds the directives of a block directive (`server`, `location`). */
export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** Splits the text into words, quoted strings (unquoted), `{`, `}` and `;`. */
function tokenize(text: string): { value: string; quoted: boolean }[] {
  const tokens: { value: string; quoted: boolean }[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (/\s/.test(char)) i += 1;
    else if (char === '#') i = text.includes('\n', i) ? text.indexOf('\n', i) : text.length;
    else if (char === '{' || char === '}' || char === ';') {
      tokens.push({ value: char, quoted: false });
      i += 1;
    } else if (char === '"' || char === "'") {
      let end = i + 1;
      let value = '';
      while (end < text.length && text[end] !== char) {
        if (text[end] === '\\' && end + 1 < text.length) end += 1;
        value += text[end];
        end += 1;
      }
      if (end >= text.length) throw new Error(`nginx: unterminated string at offset ${i}`);
      tokens.push({ value, quoted: true });
      i = end + 1;
    } else {
      // `${NAME}` is a template variable (scripts/nginx/render-template.ts), not a block; a `#`
      // inside a word is no comment, as in nginx.
      const word = /^(?:\$\{[^}]*\}|[^\s{};"'])+/.exec(text.slice(i))?.[0] ?? char;
      tokens.push({ value: word, quoted: false });
      i += word.length;
    }
  }
  return tokens;
}

/** Parses configuration text into its directives; throws on unbalanced braces or a missing `;`. */
export function parseNginx(text: string): Directive[] {
  const root: Directive[] = [];
  const stack: Directive[][] = [root];
  let words: string[] = [];
  for (const token of tokenize(text)) {
    const current = stack[stack.length - 1] ?? root;
    if (token.quoted || !['{', '}', ';'].includes(token.value)) {
      words.push(token.value);
      continue;
    }
    if (token.value === '}') {
      if (words.length > 0 || stack.length === 1) throw new Error('nginx: unexpected "}"');
      stack.pop();
      continue;
    }
    const [name, ...args] = words;
    if (name === undefined) throw new Error(`nginx: unexpected "${token.value}"`);
    const directive: Directive = { name, args };
    current.push(directive);
    if (token.value === '{') {
      directive.block = [];
      stack.push(directive.block);
    }
    words = [];
  }
  if (words.length > 0) throw new Error(`nginx: "${words[0]}" lacks its ";"`);
  if (stack.length > 1) throw new Error('nginx: unclosed block');
  return root;
}
