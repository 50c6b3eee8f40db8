import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { WakeWhenNear } from '@app/components/layout/wake-when-near';

const importForm = () =>
  import('@app/features/newsletter/components/newsletter-form').then((m) => m.NewsletterForm);

/** The form's height while it loads (a column on phones, a row from sm), so nothing shifts. */
const placeholder = <div aria-hidden className="h-[6.75rem] sm:h-12" />;

/*
 * Below the fold on every page: its form library (react-hook-form and valibot, ~18 KiB) loads when
 * the footer comes near or is touched, not with the page. Until then the pre-rendered form stays
 * as drawn; a submit meanwhile is held (shared/early-events.ts) and replayed once it wakes. The
 * build's pre-render (no window) draws it at once.
 */
let wake = () => {};
const wanted =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => (wake = resolve));

/**
 * Loads the form now. Also called on the first move inside the app (app/boot.tsx): React cannot
 * update a pre-rendered part that has not hydrated, so a navigation would wait for it anyway.
 */
export const wakeNewsletter = () => wake();

const NewsletterForm = lazy(() =>
  wanted.then(importForm).then(
    (Form) => ({ default: Form }),
    // Offline before the worker cached it: the slot waits for the connection, not the page.
    () => ({ default: NewsletterWhenOnline }),
  ),
);

function NewsletterWhenOnline() {
  const [Form, setForm] = useState<ComponentType | null>(null);
  useEffect(() => {
    const retry = () =>
      void importForm().then(
        (loaded) => setForm(() => loaded),
        () => {},
      );
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
  return Form ? <Form /> : placeholder;
}

/** The footer's newsletter form, loaded when the visitor comes near it. */
export function NewsletterSlot() {
  return (
    <WakeWhenNear wake={wakeNewsletter}>
      <Suspense fallback={placeholder}>
        <NewsletterForm />
      </Suspense>
    </WakeWhenNear>
  );
}
