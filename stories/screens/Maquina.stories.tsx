import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';

const meta = {
  title: 'Screens/Maquina',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/maquina', session: { machineNumber: null } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByText('Ingrese el número de máquina')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de máquina' }), 'A1{Enter}');
    await expect(await canvas.findByText('El número de máquina debe tener solo dígitos')).toBeVisible();
  },
};

/** A machine that already has a number: it is shown and prefilled. */
export const WithCurrentNumber: Story = {
  args: { session: { machineNumber: '3' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Máquina actual:')).toBeVisible();
  },
};

/** A pasted number longer than 10 digits is refused (it would go with every order). */
export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Número de máquina' }));
    await userEvent.paste('1'.repeat(200));
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('El número de máquina debe tener como máximo 10 dígitos'),
    ).toBeVisible();
  },
};
