import { signToken } from '@mocks/world/auth.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';

/** A token the demo world signed itself, so its calls are answered (the seller is id 1). */
function demoToken(): string {
  const iat = Math.floor(Date.now() / 1000);
  return signToken({ sub: 1, store_id: 1, iat, exp: iat + 12 * 3600, jti: Math.floor(Math.random() * 1e9) });
}
const accessToken = demoToken();

const meta = {
  title: 'Screens/Maquina',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/maquina', session: { machineNumber: null, accessToken } },
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
  args: { session: { machineNumber: '3', accessToken } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Máquina actual:')).toBeVisible();
  },
};
