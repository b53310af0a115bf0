import { jsonErrorPlace } from './json-error-place';

/** The place this engine's own message gives for `text`. */
function placeOf(text: string) {
  try {
    JSON.parse(text);
  } catch (error) {
    return jsonErrorPlace((error as Error).message, text);
  }
  throw new Error(`${text} parsed`);
}

describe('jsonErrorPlace', () => {
  it('turns the engine’s position into a line and a column, counted from 1', () => {
    expect(placeOf('{"a" 1}')).toEqual({ line: 1, column: 6 });
    expect(placeOf('{\n  "a": 1,\n  }')).toEqual({ line: 3, column: 3 });
  });

  it('places an unfinished text at its end', () => {
    expect(placeOf('{"a": [1,\n2')).toEqual({ line: 2, column: 2 });
    expect(jsonErrorPlace('Unexpected end of JSON input', 'ab\ncd')).toEqual({ line: 2, column: 3 });
  });

  it('reads a line and a column an engine gives itself', () => {
    expect(jsonErrorPlace("JSON.parse: expected property name or '}' at line 4 column 7 of the JSON data", '')).toEqual(
      {
        line: 4,
        column: 7,
      },
    );
  });

  it('answers undefined when the message names no place', () => {
    expect(jsonErrorPlace('Unexpected token \']\', "[1,]x" is not valid JSON', '[1,]x')).toBeUndefined();
  });
});
