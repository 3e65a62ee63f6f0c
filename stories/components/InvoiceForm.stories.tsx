import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoiceForm } from '@/components/pos/InvoiceForm';
import { emptyInvoiceData, type InvoiceData } from '@/domain/invoice';

const ANDES: InvoiceData = {
  rut: '76.543.210-3',
  company: 'Comercial Andes SpA',
  activity: 'Venta al por menor de bebidas alcohólicas',
  city: 'Santiago',
  commune: 'Providencia',
  address: 'Av. Providencia 1234, of. 501',
};

const meta = {
  title: 'POS/InvoiceForm',
  component: InvoiceForm,
  args: {
    id: 'invoice-story',
    values: emptyInvoiceData(),
    onChange: fn(),
    onSearch: fn(),
    onSubmit: fn(),
    autoFocus: true,
  },
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <InvoiceForm
        {...args}
        values={values}
        onChange={(field, value) => {
          setValues((prev) => ({ ...prev, [field]: value }));
          args.onChange(field, value);
        }}
      />
    );
  },
} satisfies Meta<typeof InvoiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus on the RUT; it formats while typing, Enter searches; Enter in a company field submits. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rut = canvas.getByLabelText('RUT');
    await expect(rut).toHaveFocus();
    await userEvent.type(rut, '765432103{Enter}');
    await expect(rut).toHaveValue('76.543.210-3');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Dirección'), 'Av. Libertad 1020{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = { args: { values: ANDES, autoFocus: false } };

/** The search is in flight: the button spins and ignores taps. */
export const Searching: Story = {
  args: { values: { ...emptyInvoiceData(), rut: ANDES.rut }, searching: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buscar RUT' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The search filled the five fields. */
export const Found: Story = {
  args: { values: ANDES, rutHint: 'Datos encontrados. Revise y continúe', autoFocus: false },
};

export const RequiredFields: Story = {
  args: {
    values: { ...emptyInvoiceData(), rut: ANDES.rut, company: ANDES.company },
    message: 'Debe rellenar todos los campos',
    invalid: ['activity', 'city', 'commune', 'address'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Debe rellenar todos los campos');
    await expect(canvas.getByLabelText('Giro')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Razón social')).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidRut: Story = {
  args: {
    values: { ...ANDES, rut: '76.543.210-4' },
    rutError: 'Debe ingresar un rut válido',
    invalid: ['rut'],
  },
};

export const RutNotFound: Story = {
  args: {
    values: { ...emptyInvoiceData(), rut: '12.345.678-5' },
    rutError: 'No existe el RUT. Por favor complete los datos',
  },
};

export const LookupFailed: Story = {
  args: {
    values: { ...emptyInvoiceData(), rut: ANDES.rut },
    rutError: 'Ocurrió un error. Por favor complete los datos',
  },
};
