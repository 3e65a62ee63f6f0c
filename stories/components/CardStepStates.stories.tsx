import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthCodeForm } from '@/components/pos/AuthCodeForm';
import { StepCard } from '@/components/pos/StepCard';
import { Button } from '@/components/ui/Button';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages';
import { ACTION_LABELS, CHECKOUT_MESSAGES, cardRejectedMessage } from '@/domain/messages';

/**
 * The states of the card steps of /pago-final (src/features/checkout/steps/card) as the seller
 * sees them: the StepCard with each state's texts and actions. The live flows are in
 * Screens/PagoFinal/Card and the component tests.
 */
const pay = <Button>{CARD_STEP_MESSAGES.pay}</Button>;
const code = <Button variant="secondary">{CARD_STEP_MESSAGES.authCodeOpen}</Button>;
const retry = <Button>{ACTION_LABELS.retry}</Button>;
const cancel = <Button variant="danger">{CARD_STEP_MESSAGES.cancelPayment}</Button>;

const meta = {
  title: 'POS/CardStepStates',
  component: StepCard,
  args: {
    step: 1,
    total: 1,
    method: 'TARJETA DE DEBITO',
    amount: 3770,
    status: 'pending',
    onChangeMethod: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof StepCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  args: {
    actions: (
      <>
        {pay}
        {code}
      </>
    ),
  },
};

export const PollingLiveText: Story = {
  args: { status: 'paying', progress: { kind: 'polling', label: 'INSERTE O DESLICE TARJETA' } },
};

export const RedelcomAfter90Tries: Story = {
  args: {
    status: 'paying',
    progress: { kind: 'polling' },
    message: CHECKOUT_MESSAGES.redelcomNoApp,
    actions: (
      <>
        {cancel}
        {code}
      </>
    ),
  },
};

export const AuthCodeEntry: Story = {
  args: {
    status: 'paying',
    progress: { kind: 'polling' },
    message: CHECKOUT_MESSAGES.redelcomNoApp,
    actions: <AuthCodeForm onSubmit={fn()} onCancel={fn()} />,
  },
};

export const SmartPosWaiting: Story = {
  args: {
    status: 'paying',
    progress: { kind: 'polling', label: CARD_STEP_MESSAGES.waitingMachine },
    actions: cancel,
  },
};

export const SmartPosCancelFailed: Story = {
  args: {
    status: 'paying',
    progress: { kind: 'polling', label: CARD_STEP_MESSAGES.waitingMachine },
    message: CHECKOUT_MESSAGES.cancelFailed,
    actions: cancel,
  },
};

export const Recording: Story = {
  args: { status: 'paying', progress: { kind: 'polling', label: CARD_STEP_MESSAGES.recording } },
};

export const Approved: Story = { args: { status: 'approved' } };

export const RedelcomRejected: Story = {
  args: {
    status: 'rejected',
    message: 'PAGO REDELCOM RECHAZADO: TRANSACCION RECHAZADA',
    actions: (
      <>
        {retry}
        {code}
      </>
    ),
  },
};

export const RedelcomError: Story = {
  args: {
    status: 'error',
    message: 'ERROR REDELCOM: ERROR DE COMUNICACION CON EL BANCO',
    actions: (
      <>
        {retry}
        {code}
      </>
    ),
  },
};

export const TransbankRejected: Story = {
  args: {
    status: 'rejected',
    message: cardRejectedMessage('Rechazada', '-1'),
    actions: (
      <>
        {retry}
        {code}
      </>
    ),
  },
};

/** errorAction "reset": no Reintentar; Cambiar or the authorization code. */
export const ResetErrorWithoutRetry: Story = {
  args: { status: 'error', message: 'No se pudo conectar con la máquina Redelcom 7', actions: code },
};

export const CancelledOnMachine: Story = {
  args: {
    status: 'cancelled',
    message: CHECKOUT_MESSAGES.cancelled,
    actions: (
      <>
        {retry}
        {code}
      </>
    ),
  },
};

export const CancelledBySeller: Story = {
  args: {
    status: 'cancelled',
    message: CHECKOUT_MESSAGES.operationCancelled,
    actions: (
      <>
        {retry}
        {code}
      </>
    ),
  },
};

export const SmartPosKeysMissing: Story = {
  args: {
    status: 'error',
    message: CHECKOUT_MESSAGES.smartPosKeysMissing,
    actions: (
      <>
        {retry}
        {code}
      </>
    ),
  },
};

export const StoreNotEnabled: Story = {
  args: {
    status: 'error',
    message: CHECKOUT_MESSAGES.storeNotEnabled,
    actions: (
      <>
        {retry}
        {code}
      </>
    ),
  },
};

export const MercadoPagoProcessError: Story = {
  args: {
    status: 'rejected',
    message: CHECKOUT_MESSAGES.mercadoPagoProcess,
    actions: (
      <>
        {retry}
        {code}
      </>
    ),
  },
};

export const MercadoPagoConfig: Story = {
  args: {
    status: 'rejected',
    message: CHECKOUT_MESSAGES.mercadoPagoConfig,
    actions: (
      <>
        {retry}
        {code}
      </>
    ),
  },
};

export const MercadoPagoStartFailed: Story = {
  args: {
    status: 'error',
    message: CHECKOUT_MESSAGES.mercadoPagoStart,
    actions: (
      <>
        {retry}
        {code}
      </>
    ),
  },
};

export const MercadoPagoUpdateFailed: Story = {
  args: { status: 'error', message: CHECKOUT_MESSAGES.mercadoPagoUpdate, actions: retry },
};

export const UnknownOutcome: Story = {
  args: {
    status: 'paying',
    message: CARD_STEP_MESSAGES.unknownOutcome,
    actions: <Button variant="secondary">{CARD_STEP_MESSAGES.notCharged}</Button>,
  },
};
