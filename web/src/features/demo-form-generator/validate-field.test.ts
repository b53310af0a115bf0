import type { FormField } from './form-schema';
import { validateField, validateForm } from './validate-field';

const name: FormField = { name: 'fullName', label: '姓名', type: 'text', required: true, rules: { minLength: 2, maxLength: 4 } };
const age: FormField = { name: 'age', label: '年龄', type: 'number', required: false, rules: { min: 18, max: 60 } };
const code: FormField = { name: 'code', label: '邀请码', type: 'text', required: false, rules: { pattern: '[A-Z]{4}' } };
const city: FormField = { name: 'city', label: '城市', type: 'select', required: true, options: ['北京', '上海'] };
const agree: FormField = { name: 'agree', label: '同意条款', type: 'checkbox', required: true };
const day: FormField = { name: 'day', label: '日期', type: 'date', required: false };

describe('validateField', () => {
  it('requires a value, blank text counting as none', () => {
    expect(validateField(name, '   ')).toBe('请填写姓名');
    expect(validateField(name, undefined)).toBe('请填写姓名');
    expect(validateField(agree, false)).toBe('请填写同意条款');
    expect(validateField(agree, true)).toBeNull();
  });

  it('checks text length in characters, not UTF-16 units', () => {
    expect(validateField(name, '张')).toBe('姓名至少 2 个字');
    expect(validateField(name, '张三丰收了')).toBe('姓名最多 4 个字');
    expect(validateField(name, '😀😀')).toBeNull();
  });

  it('checks numbers and their range, but lets an empty optional field pass', () => {
    expect(validateField(age, '')).toBeNull();
    expect(validateField(age, 'abc')).toBe('年龄必须是数字');
    expect(validateField(age, '17')).toBe('年龄不能小于 18');
    expect(validateField(age, '61')).toBe('年龄不能大于 60');
    expect(validateField(age, '30')).toBeNull();
  });

  it('matches the pattern against the whole value', () => {
    expect(validateField(code, 'ABCD')).toBeNull();
    expect(validateField(code, 'ABCDE')).toBe('邀请码格式不正确');
  });

  it('accepts only listed options and real dates', () => {
    expect(validateField(city, '广州')).toBe('城市的值不在选项中');
    expect(validateField(city, '上海')).toBeNull();
    expect(validateField(day, '2026-13-45')).toBe('日期必须是 YYYY-MM-DD 格式的日期');
    expect(validateField(day, '2026-02-31')).toBe('日期必须是 YYYY-MM-DD 格式的日期');
    expect(validateField(day, '2026-11-22')).toBeNull();
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
