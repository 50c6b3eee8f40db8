import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** Read by screen readers in place of the button: say how to do the same without it. */
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Override the default auto-close (spec 9: 5000 ms); Infinity keeps it until dismissed. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  /** A fresh id per toast re-mounts Radix's Root, so a replacement restarts its timer. */
  id: number;
}

interface ToastState {
  current: ToastItem | null;
  /** a toast has been shown on this page: the outlet, loaded then, stays */
  shown: boolean;
  show: (options: ToastOptions) => number;
  dismiss: (id?: number) => void;
}

let nextId = 1;

/** Spec 9: one toast at a time, so a new toast replaces the one on screen. */
export const useToastStore = create<ToastState>((set, get) => ({
  current: null,
  shown: false,
  show: (options) => {
    const id = nextId++;
    set({ current: { ...options, id }, shown: true });
    return id;
  },
  dismiss: (id) => {
    const { current } = get();
    if (current && (id === undefined || current.id === id)) set({ current: null });
  },
}));

/** Callable from anywhere (event handlers, the service-worker registration), not only React. */
export function toast(options: ToastOptions): number {
  return useToastStore.getState().show(options);
}
