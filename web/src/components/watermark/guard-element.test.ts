import { guardElement } from './guard-element';

// MutationObserver callbacks run as microtasks.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const look = {
  attributes: { class: 'mark', 'aria-hidden': 'true' },
  style: { position: 'fixed', 'pointer-events': 'none' },
};

describe('guardElement', () => {
  let stop: () => void = () => undefined;
  let element: HTMLElement;
  beforeEach(() => {
    element = document.createElement('div');
    stop = guardElement(document.body, element, look);
  });
  afterEach(() => stop());

  it('puts the element in its parent with its attributes and style', () => {
    expect(element.parentNode).toBe(document.body);
    expect(element.getAttribute('class')).toBe('mark');
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.style.pointerEvents).toBe('none');
  });

  it('puts the element back when it is removed', async () => {
    element.remove();
    await settled();
    expect(element.parentNode).toBe(document.body);
    document.body.replaceChildren();
    await settled();
    expect(element.parentNode).toBe(document.body);
  });

  it('sets back an attribute changed, removed or added, and its style', async () => {
    element.setAttribute('class', 'other');
    element.removeAttribute('aria-hidden');
    element.setAttribute('hidden', '');
    element.style.display = 'none';
    element.style.pointerEvents = 'auto';
    await settled();
    expect(element.getAttribute('class')).toBe('mark');
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.hasAttribute('hidden')).toBe(false);
    expect(element.style.display).toBe('');
    expect(element.style.pointerEvents).toBe('none');
  });

  it('empties what is put inside it', async () => {
    element.append(document.createElement('span'));
    await settled();
    expect(element.childNodes).toHaveLength(0);
  });

  it('stops guarding and removes the element when stopped', async () => {
    stop();
    expect(element.isConnected).toBe(false);
    document.body.append(element);
    element.remove();
    await settled();
    expect(element.isConnected).toBe(false);
  });
});
