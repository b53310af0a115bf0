import type { FormField } from './form-schema';
import { changeFieldType, moveField, newField } from './form-edits';

const field = (name: string): FormField => ({ name, label: name, type: 'text', required: false });

describe('newField', () => {
  it('picks the first free name for its type and gives a select options', () => {
    expect(newField('text', [field('text1'), field('text2')]).name).toBe('text3');
    expect(newField('select', []).options?.length).toBeGreaterThan(0);
  });
});

describe('moveField', () => {
  it('moves a field up and down, clamped to the ends', () => {
    const fields = [field('a'), field('b'), field('c')];
    expect(moveField(fields, 2, 0).map((f) => f.name)).toEqual(['c', 'a', 'b']);
    expect(moveField(fields, 0, 1).map((f) => f.name)).toEqual(['b', 'a', 'c']);
    expect(moveField(fields, 0, -1).map((f) => f.name)).toEqual(['a', 'b', 'c']);
    expect(fields.map((f) => f.name)).toEqual(['a', 'b', 'c']);
  });
});

describe('changeFieldType', () => {
  it('drops settings the new type cannot use', () => {
    const text: FormField = { ...field('t'), rules: { minLength: 2, pattern: 'x+' } };
    const number = changeFieldType(text, 'number');
    expect(number).toEqual({
      name: 't',
      label: 't',
      type: 'number',
      required: false,
      rules: { min: undefined, max: undefined },
    });
    const select = changeFieldType({ ...field('s'), type: 'select', options: ['x'] }, 'checkbox');
    expect(select.options).toBeUndefined();
  });
});
