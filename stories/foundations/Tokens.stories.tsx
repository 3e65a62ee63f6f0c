import type { Meta, StoryObj } from '@storybook/react-vite';
import { TokenTables } from './TokenTables';

const meta = {
  title: 'Foundations/Tokens',
  component: TokenTables,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokenTables>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token with its value and a sample, read from src/styles/tokens.css. */
export const AllTokens: Story = {};
