import { Link } from '@tanstack/react-router';

/** A screen that is not built yet: its title and back link only (issue 2). */
export function ScreenStub({ title, back }: { title: string; back?: { to: string; label?: string } }) {
  return (
    <main className="screen-stub">
      <header className="screen-stub__header">
        {back ? (
          <Link to={back.to} className="screen-stub__back">
            {back.label ?? 'Volver'}
          </Link>
        ) : null}
        <h1>{title}</h1>
      </header>
    </main>
  );
}
