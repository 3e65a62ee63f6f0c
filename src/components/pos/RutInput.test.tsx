import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isValidRut, RUT_MESSAGES } from '@/domain/rut';
import { RutInput } from './RutInput';

function Harness({ onEnter, error }: { onEnter?: () => void; error?: string }) {
  const [value, setValue] = useState('');
  return <RutInput label="RUT" value={value} onChange={setValue} onEnter={onEnter} error={error} />;
}

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

  it('keeps a stray character visible instead of dropping it, so validation rejects it', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('RUT');
    await userEvent.type(input, '123456785a');
    expect(input).toHaveValue('12.345.678-5a');
    expect(isValidRut((input as HTMLInputElement).value)).toBe(false);
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('12.345.678-5');
    expect(isValidRut((input as HTMLInputElement).value)).toBe(true);
  });

  it('does not cut an extra digit: "12.345.678-55" shows as a 9-digit body, which is invalid', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('RUT');
    await userEvent.type(input, '12.345.678-55');
    expect(input).toHaveValue('123.456.785-5');
    expect(screen.getByLabelText('RUT')).toHaveValue('123.456.785-5');
    expect(isValidRut('123.456.785-5')).toBe(false);
  });

  it('the seller may type the dash: "12345678-5" key by key ends as 12.345.678-5', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('RUT');
    await userEvent.type(input, '12345678-5');
    expect(input).toHaveValue('12.345.678-5');
  });

  it('a pasted RUT with spaces inside stays as pasted', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('RUT');
    await userEvent.click(input);
    await userEvent.paste('12 345 678-5');
    expect(input).toHaveValue('12 345 678-5');
  });

  it('Enter calls onEnter', async () => {
    const onEnter = vi.fn();
    render(<Harness onEnter={onEnter} />);
    await userEvent.type(screen.getByLabelText('RUT'), '123456785{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('shows the error text below the field and marks it invalid', () => {
    render(<Harness error={RUT_MESSAGES.entry} />);
    const input = screen.getByLabelText('RUT');
    expect(screen.getByText(RUT_MESSAGES.entry)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(new RegExp(RUT_MESSAGES.entry));
  });
});
