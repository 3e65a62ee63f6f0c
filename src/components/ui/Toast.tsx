import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ToastViewportProps } from './ToastViewport.tsx';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

/**
 * Spec 001 §9: one toast at a time, auto-hide 2500 ms, enter and exit 150 ms (--duration-fast).
 * It shows at the top under the header, where it covers no action, and taps pass through it
 * (Toast.module.css): nothing waits for it to hide.
 *
 * The provider is light: Radix Toast (ToastViewport.tsx) is only downloaded when the first toast
 * is asked for, so the first screen does not carry it. A toast asked for meanwhile is kept and
 * shows as soon as the part arrives (README "Bundle").
 */
export const TOAST_DURATION_MS = 2500;

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  /** Milliseconds before it hides; defaults to the provider's duration. */
  duration?: number;
}

interface ToastState extends Required<Omit<ToastOptions, 'duration'>> {
  id: number;
  duration: number | undefined;
}

type Viewport = ComponentType<ToastViewportProps>;
/** The Radix part once downloaded: later providers (a remount, a story) show toasts at once. */
let loadedViewport: Viewport | null = null;
let loadingViewport: Promise<Viewport> | null = null;

/** Downloads the Radix part of the toast (once); tests and stories may call it ahead. */
export function loadToastViewport(): Promise<Viewport> {
  loadingViewport ??= import('./ToastViewport.tsx').then((module) => {
    loadedViewport = module.ToastViewport;
    return module.ToastViewport;
  });
  return loadingViewport;
}

export interface ToastApi {
  /** Shows a toast; a toast already on screen is replaced at once (never stacked). */
  show: (toast: ToastOptions | string) => void;
  /** Hides the current toast. */
  hide: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Default auto-hide time; 2500 ms. */
  duration?: number;
  /** Label of the toast region for screen readers. */
  label?: string;
}

/**
 * Holds the single toast of the app. Wrap the app (and Storybook stories) once; a provider
 * inside another one (a whole-app story inside Storybook's wrapper) defers to the outer one,
 * so there is still one toast region and one toast.
 */
export function ToastProvider(props: ToastProviderProps) {
  const outer = useContext(ToastContext);
  if (outer) return <>{props.children}</>;
  return <ToastRoot {...props} />;
}

function ToastRoot({ children, duration = TOAST_DURATION_MS, label = 'Notificaciones' }: ToastProviderProps) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);

  const show = useCallback((input: ToastOptions | string) => {
    const opts = typeof input === 'string' ? { message: input } : input;
    nextId.current += 1;
    setToast({
      id: nextId.current,
      message: opts.message,
      tone: opts.tone ?? 'info',
      duration: opts.duration,
    });
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  const api = useMemo(() => ({ show, hide }), [show, hide]);

  const [Viewport, setViewport] = useState<Viewport | null>(() => loadedViewport);
  // Each toast asked for while the part is missing (re)starts its download.
  const wantedId = toast?.id ?? null;
  useEffect(() => {
    if (wantedId === null || Viewport) return;
    let live = true;
    loadToastViewport().then(
      (loaded) => {
        if (live) setViewport(() => loaded);
      },
      () => {
        // Offline before the part arrived: the toast is lost, the next one tries again.
        loadingViewport = null;
      },
    );
    return () => {
      live = false;
    };
  }, [wantedId, Viewport]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* No region until this provider's first toast: a standalone Toast (stories) is then the only one. */}
      {Viewport && toast && (
        <Viewport
          toast={{ ...toast, duration: toast.duration ?? duration }}
          open={open}
          onOpenChange={setOpen}
          duration={duration}
          label={label}
        />
      )}
    </ToastContext.Provider>
  );
}

/** Access the app's toast. Throws outside a ToastProvider. */
export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>');
  return ctx;
}

export interface ToastProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  tone?: ToastTone;
  duration?: number;
}

const StandaloneToast = lazy(() =>
  loadToastViewport().then(() => import('./ToastViewport.tsx').then((m) => ({ default: m.StandaloneToast }))),
);

/** One toast in its own region (Radix Toast.Root, loaded on use). Use ToastProvider/useToast; exported for stories. */
export function Toast(props: ToastProps) {
  return (
    <Suspense fallback={null}>
      <StandaloneToast {...props} />
    </Suspense>
  );
}
