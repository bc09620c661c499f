import { describe, expect, it, vi } from 'vitest';
import { giveFieldValue } from './form-field-changes';

const make = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;
};

describe('giveFieldValue', () => {
  it('types the value in, so that a controlled field hears an input event', () => {
    const target = make('<input type="email" name="email">');
    const from = make('<input type="email" name="email" value="ada@example.com">');
    const heard = vi.fn();
    target.addEventListener('input', heard);
    giveFieldValue(target, from);
    expect(target.value).toBe('ada@example.com');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('clicks a radio only where the visitor picked it, and a checkbox whenever it differs', () => {
    const pickedThere = make('<input type="radio" name="who" value="parent" checked>');
    const leftThere = make('<input type="radio" name="who" value="other">');
    const first = make('<input type="radio" name="who" value="other" checked>');
    const second = make('<input type="radio" name="who" value="parent">');
    const clicks = vi.fn();
    first.addEventListener('click', clicks);
    second.addEventListener('click', clicks);
    // The visitor unchecked "other" by picking "parent": clicking "other" would check it again.
    giveFieldValue(first, leftThere);
    giveFieldValue(second, pickedThere);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(second.checked).toBe(true);

    const box = make('<input type="checkbox" name="updates" checked>');
    giveFieldValue(box, make('<input type="checkbox" name="updates">'));
    expect(box.checked).toBe(false);
  });

  it('picks the same option of a select, with a change event', () => {
    const options = '<option>One</option><option>Two</option>';
    const target = make(`<select name="n">${options}</select>`);
    const from = make(`<select name="n">${options}</select>`);
    from.selectedIndex = 1;
    const heard = vi.fn();
    target.addEventListener('change', heard);
    giveFieldValue(target, from);
    expect(target.value).toBe('Two');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('leaves a field of another kind alone', () => {
    const target = make('<input type="text" name="phone">');
    giveFieldValue(target, make('<textarea name="phone">+1 555 0100</textarea>'));
    expect(target.value).toBe('');
  });
});
