/** A place in a text, both counted from 1. */
export interface TextPlace {
  line: number;
  column: number;
}

/**
 * Where `JSON.parse` stopped on `text`, read from its error's message (V8: "at position N",
 * Firefox: "at line L column C", every engine: "end of … input"), so that the user is shown the
 * place in their own language rather than the engine's English sentence. `undefined` when the
 * message does not tell (V8 quotes an unexpected token without a position).
 */
export function jsonErrorPlace(message: string, text: string): TextPlace | undefined {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  const offset = position
    ? Number(position[1])
    : /end of (JSON )?(input|data)/i.test(message)
      ? text.length
      : undefined;
  if (offset === undefined) return undefined;
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}
