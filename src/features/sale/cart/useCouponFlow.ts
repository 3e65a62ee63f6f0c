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

/**
 * The coupon popup (spec 000 §5 Coupon): the server validates the code for this customer, cart
 * and payment methods; the cart subtotal must reach min_cart_amount; success "¡Cupón aplicado!"
 * (the dialog closes itself after 1.5 s); 400/404 show the server's message, anything else
 * "Ha ocurrido un error" (a 500, a time-out, a malformed answer: the seller can apply again).
 * The empty code ("Por favor ingrese un código") is the dialog's own check. One validation at a
 * time: a double tap on Aplicar sends one request.
 */
export function useCouponFlow(storeId: number, cartSubtotal: number) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<CouponDialogStatus>('idle');
  const [errorMessage, setErrorMessage] = useState<string | undefined>(undefined);

  const openDialog = useCallback(() => {
    setStatus('idle');
    setErrorMessage(undefined);
    setOpen(true);
  }, []);

  const validate = useCallback(
    async (code: string) => {
      const state = sale.get();
      setStatus('loading');
      setErrorMessage(undefined);
      try {
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
        const minimum = validateCouponMinimum(coupon, cartSubtotal);
        if (minimum) {
          setStatus('error');
          setErrorMessage(minimum);
          return;
        }
        setCoupon(coupon);
        setStatus('success');
      } catch (error) {
        const serverMessage =
          isApiError(error) && (error.status === 400 || error.status === 404) ? error.errorMessage : null;
        setStatus('error');
        setErrorMessage(serverMessage ?? COUPON_MESSAGES.genericError);
      }
    },
    [storeId, cartSubtotal],
  );

  const { run: submit } = useSingleFlight(validate);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) setStatus('idle');
  }, []);

  return { open, status, errorMessage, openDialog, submit, onOpenChange };
}
