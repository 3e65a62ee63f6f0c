import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';

/** /opciones-smartpos on the simulated SmartPOS: Totales, Cierre, Carga de llaves. */
const meta = {
  title: 'Screens/OpcionesSmartPos',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/opciones-smartpos', terminal: { kind: 'smartPos', storage: null } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Options: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Totales' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Totales: the terminal's figures. */
export const Totals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Totales' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('region', { name: 'Totales del terminal' })).toBeVisible();
  },
};

/** Cierre asks before closing the terminal's day. */
export const CashCloseQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cierre' }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '¿Desea realizar el cierre de caja del terminal?',
    });
    // Cierre inside the question confirms; Cancelar leaves the terminal's day open.
    await expect(within(dialog).getByRole('button', { name: 'Cierre' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  },
};

/** Carga de llaves failing on the terminal: "SmartPOS loadKeys Error: {details}". */
export const LoadKeysFailed: Story = {
  args: { terminal: { kind: 'smartPos', storage: null, loadKeys: 'fail' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Carga de llaves' }, { timeout: 5000 }));
    await expect(await canvas.findByText(/^SmartPOS loadKeys Error: /)).toBeVisible();
  },
};

/** Totales failing: the spec's text. */
export const TotalsFailed: Story = {
  args: { terminal: { kind: 'smartPos', storage: null, totals: 'fail' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Totales' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Ha ocurrido un error consultar los totales')).toBeVisible();
  },
};

/** On a store machine the options are not available. */
export const NotASmartPos: Story = {
  args: { terminal: { kind: 'browser' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Estas opciones solo están disponibles en un SmartPOS.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** The toolbar's machine wins over the story's: a store-machine story shown on a SmartPOS. */
export const MachineFromToolbar: Story = {
  args: { terminal: { kind: 'browser', storage: null } },
  globals: { machine: 'smartPos' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Totales' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
