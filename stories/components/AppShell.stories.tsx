import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartLine } from '@/components/pos/CartLine';
import { CartSummary } from '@/components/pos/CartSummary';
import { PurchaseHints } from '@/components/pos/PurchaseHints';
import { AppShell } from '@/components/ui/AppShell';
import { Button } from '@/components/ui/Button';
import { FooterTabs } from '@/components/ui/FooterTabs';
import { HeaderBackButton, PageHeader } from '@/components/ui/PageHeader';

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    header: (
      <PageHeader
        title="Carro"
        back={<HeaderBackButton onClick={fn()} />}
        sellerName="Camila Rojas"
        onLogout={fn()}
      />
    ),
    footer: <FooterTabs current="compra" showProfile onSelect={fn()} onBack={fn()} onHome={fn()} />,
    actionBar: (
      <>
        <PurchaseHints hints={['Falta elegir tipo de documento']} />
        <Button size="lg" fullWidth disabled>
          REALIZAR COMPRA
        </Button>
      </>
    ),
    children: (
      <>
        {[1, 2, 3].map((i) => (
          <CartLine
            key={i}
            name={`Vino Tinto Reserva Cabernet Sauvignon 750 ml ${i}`}
            quantity={i}
            unitPrice={5990}
            subtotal={5990 * i}
            total={5990 * i}
            maxQuantity={12}
            onQuantityChange={fn()}
            onRemove={fn()}
          />
        ))}
        <CartSummary
          subtotal={35940}
          total={35940}
          availablePoints={12500}
          discounts={{
            bulk: 0,
            club: 0,
            clubGeneral: 0,
            sellout: 0,
            recommended: 0,
            offers: 0,
            coupon: 0,
            total: 0,
          }}
        />
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, content, the primary action kept visible above the footer. */
export const CartScreenLayout: Story = {};
export const WithoutFooter: Story = { args: { footer: undefined } };
export const WithoutActionBar: Story = { args: { actionBar: undefined } };
