import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * member: the RUT belongs to a club member; nonMember: the customer exists but is not in the
 * club; newCustomer: the RUT does not exist yet (confirming creates it as a non-member).
 */
export type CustomerPopupKind = 'member' | 'nonMember' | 'newCustomer';

export interface CustomerPopupProps {
  open: boolean;
  kind: CustomerPopupKind;
  /** Formatted RUT, e.g. "12.345.678-5". */
  rut: string;
  customerName?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Spinner on Aceptar (e.g. while creating the customer). */
  loading?: boolean;
  /**
   * The popup opened by itself (the RUT looked up when its last digit came): the focus goes to
   * the popup, not Aceptar, so a key still typed or an Enter out of habit accepts no one unread.
   */
  openedByItself?: boolean;
}

/** Titles and messages of the entry popup (the spec shows none; chosen by this project). */
export function customerPopupText(
  kind: CustomerPopupKind,
  rut: string,
  name?: string,
): { title: string; message: string } {
  switch (kind) {
    case 'member':
      return {
        title: 'Cliente socio',
        message: `${name ? `${name}, RUT ${rut}` : `RUT ${rut}`}, es socio del club. ¿Desea continuar como socio?`,
      };
    case 'nonMember':
      return {
        title: 'Cliente no socio',
        message: `${name ? `${name}, RUT ${rut}` : `RUT ${rut}`}, no pertenece al club. ¿Desea continuar como no socio?`,
      };
    case 'newCustomer':
      return {
        title: 'RUT no registrado',
        message: `El RUT ${rut} no existe. Se registrará como cliente no socio. ¿Desea continuar?`,
      };
  }
}

/** Confirms the customer entry on /ingreso (Aceptar / Cancelar). */
export function CustomerPopup({
  open,
  kind,
  rut,
  customerName,
  onConfirm,
  onCancel,
  loading,
  openedByItself = false,
}: CustomerPopupProps) {
  const { title, message } = customerPopupText(kind, rut, customerName);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      onConfirm={onConfirm}
      onCancel={onCancel}
      loading={loading}
      initialFocus={openedByItself ? 'dialog' : 'confirm'}
    />
  );
}
