import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/Button.tsx';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import styles from './returns.module.css';

/** /tipo-devolucion (spec 000 §2): Boleta or Factura, then /devolucion for that document type. */
export function ReturnTypeScreen() {
  const navigate = useNavigate();
  return (
    <section className={styles.panel} aria-labelledby="return-type-prompt">
      <p id="return-type-prompt" className={styles.prompt}>
        {RETURN_LABELS.typePrompt}
      </p>
      <div className={styles.choices}>
        <Button size="lg" onClick={() => void navigate({ to: '/devolucion', search: { doc: 'boleta' } })}>
          {RETURN_LABELS.boleta}
        </Button>
        <Button size="lg" onClick={() => void navigate({ to: '/devolucion', search: { doc: 'factura' } })}>
          {RETURN_LABELS.factura}
        </Button>
      </div>
    </section>
  );
}
