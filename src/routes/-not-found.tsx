import { Link } from '@tanstack/react-router';

/** Spec 000 §2: "404 Página no encontrada" with a link back to /. */
export function NotFoundScreen() {
  return (
    <main className="not-found">
      <h1>404 Página no encontrada</h1>
      <Link to="/">Volver al inicio</Link>
    </main>
  );
}
