import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '@/api/errors.ts';
import { validateCoupon } from '@/api/generated/endpoints/coupons/coupons.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import type { CouponDialogStatus } from '@/components/pos/CouponDialog.tsx';
import { validateCouponMinimum } from '@/domain/coupon.ts';
import { COUPON_MESSAGES } from '@/domain/messages.ts';
import { PLACEHOLDER_PAYMENT_TYPE } from '@/domain/types.ts';
import { sale } from '@/session/sale.ts';
import { setCoupon } from './cartActions.ts';

/** A valid coupon this cart cannot use: the message is the seller's text. */
class CouponNotApplicable extends Error {}

/** The dialog's text for a failed validation. */
function couponErrorMessage(error: unknown): string {
  if (error instanceof CouponNotApplicable) return error.message;
  const serverMessage =
    isApiError(error) && (error.status === 400 || error.status === 404) ? error.errorMessage : null;
  return serverMessage ?? COUPON_MESSAGES.genericError;
}

const DIALOG_STATUS = {
  idle: 'idle',
  pending: 'loading',
  success: 'success',
  error: 'error',
} as const satisfies Record<string, CouponDialogStatus>;

/**
 * The coupon popup (spec 000 §5 Coupon): the server validates the code for this customer, cart
 * and payment methods; the cart subtotal must reach min_cart_amount; success "¡Cupón aplicado!"
 * (the dialog closes itself after 1.5 s); 400/404 show the server's message, anything else
 * "Ha ocurrido un error" (a 500, a time-out, a malformed answer: the seller can apply again).
 * The empty code ("Por favor ingrese un código") is the dialog's own check.
 *
 * The validation is a mutation (it is the seller's action, never cached, never retried by
 * itself): its status and error are the dialog's. One validation at a time: a double tap on
 * Aplicar sends one request (useSingleFlight). `cartSubtotal` is read when the server has answered
 * (the cart's subtotal at normal prices then).
 */
export function useCouponFlow(storeId: number, cartSubtotal: () => number) {
  const [open, setOpen] = useState(false);

  const validation = useMutation({
    mutationFn: async (code: string) => {
      const state = sale.get();
      const response = await validateCoupon({
        code,
        ...(state.customer ? { customerId: state.customer.id } : {}),
        products: state.lines.map((l) => l.product.id).join(','),
        storeId,
        paymentMethod: state.payments
          .map((p) => p.payment_type)
          .filter((t) => t !== PLACEHOLDER_PAYMENT_TYPE)
          .join(','),
      });
      const coupon = response.data.coupon;
      const minimum = validateCouponMinimum(coupon, cartSubtotal());
      if (minimum) throw new CouponNotApplicable(minimum);
      return coupon;
    },
    // On the mutation, not on mutate(): the coupon applies even if the dialog closed meanwhile.
    onSuccess: (coupon) => setCoupon(coupon),
  });
  const { reset } = validation;

  const { run: submit } = useSingleFlight((code: string) =>
    validation.mutateAsync(code).catch(() => {
      // The dialog shows the failure (validation.error).
    }),
  );

  const openDialog = useCallback(() => {
    reset();
    setOpen(true);
  }, [reset]);

  const onOpenChange = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next) reset();
    },
    [reset],
  );

  return {
    open,
    status: DIALOG_STATUS[validation.status],
    errorMessage: validation.isError ? couponErrorMessage(validation.error) : undefined,
    openDialog,
    submit,
    onOpenChange,
  };
}
