import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectOptions } from './select-options';

describe('SelectOptions', () => {
  it('draws one option a choice, in the order given, with its value and text', () => {
    render(
      <select aria-label="Size" defaultValue="m">
        <SelectOptions
          options={[
            { value: 's', label: 'Small' },
            { value: 'm', label: 'Medium' },
            { value: 'l', label: 'Large' },
          ]}
        />
      </select>,
    );
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['s', 'Small'],
      ['m', 'Medium'],
      ['l', 'Large'],
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Size' }).value).toBe('m');
  });

  it('draws nothing for no choices', () => {
    render(
      <select aria-label="Empty">
        <SelectOptions options={[]} />
      </select>,
    );
    expect(screen.queryAllByRole('option')).toEqual([]);
  });
});
