/**
 * Inline SVG icons (no icon font, no emoji: terminals may lack an emoji font). Decorative:
 * always aria-hidden; the control next to them carries the text or the accessible name.
 */
const PATHS = {
  trash: 'M9 3h6l1 2h4v2H4V5h4l1-2zM6 9h12l-1 12H7L6 9zm4 2v8h1.5v-8H10zm2.5 0v8H14v-8h-1.5z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5z',
  cart: 'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM2 3h3.2l.9 2H21l-3.4 8H8.4l-1 2H19v2H4.2l2.6-4.9L4 5H2V3z',
  idCard: 'M2 5h20v14H2V5zm2 2v10h16V7H4zm2 2h5v6H6V9zm7 1h5v1.5h-5V10zm0 3h4v1.5h-4V13z',
  home: 'M12 3 2 12h3v8h5.5v-6h3v6H19v-8h3L12 3z',
  back: 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2z',
  chevronDown: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 'var(--icon-md)' }: { name: IconName; size?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      style={{ width: size, height: size, flex: 'none' }}
      fill="currentColor"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
