import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

export type ToastTone = 'success' | 'warning' | 'error';

export type ToastMessage = { tone: ToastTone; text: string };

/** SPEC §8: toasts stay 3 s. */
export const TOAST_DURATION_MS = 3_000;

type ShownToast = ToastMessage & { id: number };

const ToastContext = createContext<(toast: ToastMessage) => void>(() => undefined);

export const useToast = () => useContext(ToastContext);

/** Holds the toast queue and its live region; errors are announced assertively. */
export function ToastProvider({ regionLabel, children }: { regionLabel: string; children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const show = useCallback((toast: ToastMessage) => {
    const id = (nextId.current += 1);
    setToasts((current) => [...current.slice(-3), { ...toast, id }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((shown) => shown.id !== id));
    }, TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section className="ui-toasts" aria-label={regionLabel}>
        {toasts.map((toast) => (
          <div key={toast.id} className={`ui-toast ui-toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
            {toast.text}
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}
