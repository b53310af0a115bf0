import type { FieldValue, FormField } from './form-schema';
import { validateField, validateForm } from './validate-field';

const name: FormField = {
  name: 'fullName',
  label: '姓名',
  type: 'text',
  required: true,
  rules: { minLength: 2, maxLength: 4 },
};
const age: FormField = { name: 'age', label: '年龄', type: 'number', required: false, rules: { min: 18, max: 60 } };
const code: FormField = {
  name: 'code',
  label: '邀请码',
  type: 'text',
  required: false,
  rules: { pattern: '[A-Z]{4}' },
};
const city: FormField = { name: 'city', label: '城市', type: 'select', required: true, options: ['北京', '上海'] };
const agree: FormField = { name: 'agree', label: '同意条款', type: 'checkbox', required: true };
const day: FormField = { name: 'day', label: '日期', type: 'date', required: false };

/** What `validateField` answers for each of `values` in `field`: a message, or `null` where the value passes. */
const answers = (field: FormField, values: (FieldValue | undefined)[]) =>
  values.map((value) => validateField(field, value));

describe('validateField', () => {
  it('requires a value, blank text counting as none', () => {
    expect(answers(name, ['   ', undefined])).toEqual(['请填写姓名', '请填写姓名']);
    expect(answers(agree, [false, true])).toEqual(['请填写同意条款', null]);
  });

  it('checks text length in characters, not UTF-16 units', () => {
    expect(answers(name, ['张', '张三丰收了', '😀😀'])).toEqual(['姓名至少 2 个字', '姓名最多 4 个字', null]);
  });

  it('checks numbers and their range, but lets an empty optional field pass', () => {
    expect(answers(age, ['', 'abc', '17', '61', '30'])).toEqual([
      null,
      '年龄必须是数字',
      '年龄不能小于 18',
      '年龄不能大于 60',
      null,
    ]);
  });

  it('matches the pattern against the whole value', () => {
    expect(answers(code, ['ABCD', 'ABCDE'])).toEqual([null, '邀请码格式不正确']);
  });

  it('accepts only listed options and real dates', () => {
    expect(answers(city, ['广州', '上海'])).toEqual(['城市的值不在选项中', null]);
    const badDate = '日期必须是 YYYY-MM-DD 格式的日期';
    expect(answers(day, ['2026-13-45', '2026-02-31', '2026-11-22'])).toEqual([badDate, badDate, null]);
  });
});

describe('validateForm', () => {
  it('collects the problem of each invalid field by name', () => {
    expect(validateForm([name, age, agree], { fullName: '', age: '99', agree: true })).toEqual({
      fullName: '请填写姓名',
      age: '年龄不能大于 60',
    });
    expect(validateForm([name, agree], { fullName: '李四', agree: true })).toEqual({});
  });
});
