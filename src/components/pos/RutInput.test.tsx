import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatRutInput, RutInput } from './RutInput';

function Harness({ onEnter, error }: { onEnter?: () => void; error?: string }) {
  const [value, setValue] = useState('');
  return <RutInput label="RUT" value={value} onChange={setValue} onEnter={onEnter} error={error} />;
}

describe('formatRutInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '1-2'],
    ['1234', '123-4'],
    ['123456785', '12.345.678-5'],
    ['12.345.678-5', '12.345.678-5'],
    ['15022790k', '15.022.790-K'],
    ['12a34b5', '1.234-5'],
    ['1234567890', '12.345.678-9'],
  ])('"%s" -> "%s"', (input, expected) => {
    expect(formatRutInput(input)).toBe(expected);
  });
});

describe('RutInput', () => {
  it('formats while the seller types', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('RUT');
    await userEvent.type(input, '1234');
    expect(input).toHaveValue('123-4');
    await userEvent.type(input, '56785');
    expect(input).toHaveValue('12.345.678-5');
  });

  it('accepts K as check digit, upper-cased', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('RUT');
    await userEvent.type(input, '15022790k');
    expect(input).toHaveValue('15.022.790-K');
  });

  it('Enter calls onEnter', async () => {
    const onEnter = vi.fn();
    render(<Harness onEnter={onEnter} />);
    await userEvent.type(screen.getByLabelText('RUT'), '123456785{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('shows the error text below the field and marks it invalid', () => {
    render(<Harness error="Rut inválido" />);
    const input = screen.getByLabelText('RUT');
    expect(screen.getByText('Rut inválido')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Rut inválido/);
  });
});
