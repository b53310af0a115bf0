import type { FormSchema } from './form-schema';
import { formToJson, MAX_FIELDS, parseFormJson } from './parse-form-json';

const schema: FormSchema = {
  version: 1,
  title: '报名表',
  fields: [
    {
      name: 'fullName',
      label: '姓名',
      type: 'text',
      required: true,
      placeholder: '张三',
      rules: { minLength: 2, maxLength: 20 },
    },
    { name: 'age', label: '年龄', type: 'number', required: false, rules: { min: 0, max: 150 } },
    { name: 'city', label: '城市', type: 'select', required: true, options: ['北京', '上海'] },
    { name: 'agree', label: '同意条款', type: 'checkbox', required: true },
    { name: 'code', label: '邀请码', type: 'text', required: false, rules: { pattern: '[A-Z]{4}' } },
  ],
};

function errorsOf(text: string): string[] {
  const result = parseFormJson(text);
  if (result.ok) throw new Error('expected the JSON to be rejected');
  return result.errors;
}

const withField = (field: unknown) => JSON.stringify({ version: 1, title: 't', fields: [field] });

describe('parseFormJson', () => {
  it('reads back exactly what formToJson exported', () => {
    expect(parseFormJson(formToJson(schema))).toEqual({ ok: true, schema });
  });

  it('reports a syntax error with its line and column in the catalogue’s words instead of throwing', () => {
    expect(errorsOf('{"version": 1,\n  "title" "t"}')).toEqual(['不是合法的 JSON：第 2 行第 11 列有误']);
  });

  it('rejects documents that are not an object, or of another version', () => {
    expect(errorsOf('[]')).toEqual(['$ 必须是对象']);
    expect(errorsOf('null')).toEqual(['$ 必须是对象']);
    expect(errorsOf(JSON.stringify({ version: 2, title: 't', fields: [] }))).toEqual([
      '不支持的版本：version 必须是 1',
    ]);
  });

  it('reports every problem of a field with its path', () => {
    const errors = errorsOf(withField({ name: '1x', label: ' ', type: 'slider', required: 'yes', colour: 'red' }));
    expect(errors).toEqual([
      '$.fields[0].colour 是未知的属性',
      '$.fields[0].name 必须是以字母或下划线开头的标识符',
      '$.fields[0].label 不能为空',
      '$.fields[0].type 必须是以下之一：text, textarea, number, select, checkbox, date',
      '$.fields[0].required 必须是 true 或 false',
    ]);
  });

  it('rejects duplicate names, a select without options and a pattern that does not compile', () => {
    const text = JSON.stringify({
      version: 1,
      title: 't',
      fields: [
        { name: 'a', label: 'A', type: 'select', required: false, options: [] },
        { name: 'a', label: 'B', type: 'text', required: false, rules: { pattern: '([' } },
      ],
    });
    expect(errorsOf(text)).toEqual([
      '$.fields[0].options 下拉选择至少需要一个选项',
      '$.fields[1].name 重复：a',
      '$.fields[1].rules.pattern 不是合法的正则表达式',
    ]);
  });

  it('rejects rules of the wrong type and ranges upside down', () => {
    expect(
      errorsOf(withField({ name: 'n', label: 'N', type: 'number', required: false, rules: { min: 5, max: 1 } })),
    ).toEqual(['$.fields[0].rules.min 的最小值大于最大值']);
    expect(
      errorsOf(withField({ name: 'n', label: 'N', type: 'text', required: false, rules: { minLength: -1 } })),
    ).toEqual(['$.fields[0].rules.minLength 必须是非负数字']);
  });

  it('caps the number of fields', () => {
    const fields = Array.from({ length: MAX_FIELDS + 1 }, (_, index) => ({
      name: `f${index}`,
      label: 'F',
      type: 'text',
      required: false,
    }));
    expect(errorsOf(JSON.stringify({ version: 1, title: 't', fields }))).toEqual([`字段不能超过 ${MAX_FIELDS} 个`]);
  });
});
