import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COUPON_EMPTY_MESSAGE, CouponDialog } from '../pos/CouponDialog';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { TextField } from './TextField';

function Harness({
  dismissible = true,
  onOpenChange,
}: {
  dismissible?: boolean;
  onOpenChange?: (o: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          onOpenChange?.(o);
        }}
        title="Datos de factura"
        dismissible={dismissible}
        actions={<Button onClick={() => setOpen(false)}>Listo</Button>}
      >
        <TextField label="Razón social" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus inside, closes on Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Datos de factura' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByLabelText('Razón social')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('non-dismissible: Escape does nothing and there is no close button', async () => {
    const onOpenChange = vi.fn();
    render(<Harness dismissible={false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('ConfirmDialog', () => {
  it('focuses Aceptar so Enter confirms; Escape cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open message="¿Desea cerrar esta factura?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.getByRole('dialog', { name: '¿Desea cerrar esta factura?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('initialFocus "dialog": the dialog itself has the focus, Enter confirms nothing, Tab reaches the buttons', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Cliente socio"
        message="Camila Rojas, RUT 12.345.678-5, es socio del club. ¿Desea continuar como socio?"
        initialFocus="dialog"
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cliente socio' });
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(dialog).toHaveAccessibleDescription(/es socio del club/);
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(dialog);
  });

  it('custom labels and non-dismissible', async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        message="¿Desea imprimir lo ingresado?"
        confirmLabel="Si"
        cancelLabel="No"
        dismissible={false}
        onConfirm={() => {}}
        onCancel={onCancel}
      />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Si' })).toBeInTheDocument();
  });
});

describe('CouponDialog', () => {
  it('empty code shows the message and does not submit; Enter submits the trimmed code', async () => {
    const onSubmit = vi.fn();
    render(<CouponDialog open onOpenChange={() => {}} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByText(COUPON_EMPTY_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Código de cupón');
    expect(input).toHaveFocus();
    await userEvent.type(input, '  VERANO10 {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('VERANO10');
    expect(screen.queryByText(COUPON_EMPTY_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the server error', () => {
    render(
      <CouponDialog
        open
        onOpenChange={() => {}}
        onSubmit={() => {}}
        status="error"
        errorMessage="Ha ocurrido un error"
      />,
    );
    expect(screen.getByText('Ha ocurrido un error')).toBeInTheDocument();
  });

  it('success shows "¡Cupón aplicado!" and closes after 1.5 s', () => {
    vi.useFakeTimers();
    try {
      const onOpenChange = vi.fn();
      render(<CouponDialog open onOpenChange={onOpenChange} onSubmit={() => {}} status="success" />);
      expect(screen.getByText('¡Cupón aplicado!')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1499));
      expect(onOpenChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
