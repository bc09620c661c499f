import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const options = [
  { value: 'mother', label: 'My mother or father' },
  { value: 'self', label: 'Myself' },
];

describe('SelectField', () => {
  it('is named by its label and offers the placeholder first', () => {
    render(<SelectField id="who" label="Who is it for?" placeholder="Choose one" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Who is it for?' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one', 'My mother or father', 'Myself']);
    expect(select).toHaveValue('');
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('is described by its hint and its error, and marked invalid with an error', () => {
    render(
      <SelectField
        id="who"
        label="Who is it for?"
        options={options}
        hint="Pick the closest"
        error="Pick one"
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: /Who is it for\?/ });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick the closest Pick one');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick one');
    expect(within(select).queryByRole('option', { name: '' })).toBeNull();
  });
});
