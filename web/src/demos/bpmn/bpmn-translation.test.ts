import { translateBpmn } from './bpmn-translation';

describe('translateBpmn', () => {
  it('answers the catalogue text for a known key and fills its placeholders', () => {
    expect(translateBpmn('Create task')).toBe('创建任务');
    expect(translateBpmn('Open {element}', { element: '任务 1' })).toBe('打开 任务 1');
  });

  it('keeps an unknown key, and a placeholder with no value, as they are', () => {
    expect(translateBpmn('Loop {x}')).toBe('Loop {x}');
    expect(translateBpmn('constructor')).toBe('constructor');
  });
});
