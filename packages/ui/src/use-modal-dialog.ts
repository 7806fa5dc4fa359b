// A native <dialog> opened with showModal() while its component is mounted: the browser
// moves focus in, keeps Tab inside and makes the page behind it inert. Escape (and the platform's
// other close requests) go through one place: they close the dialog the way its own close button
// does, or do nothing while closing is not allowed. On unmount the focus goes back to the element
// that opened it, or to a fallback when that element is gone.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Options of useModalDialog. */
export interface ModalDialogOptions {
  /** Escape was pressed (or the platform asked to close) while closing is allowed. */
  onCancel: () => void;
  /** False while Escape must not close the dialog (a payment under way). */
  cancellable: boolean;
  /**
   * False while another window (the payment provider's, appended to the page) must take input above
   * it: the dialog stays on screen but is shown non-modal, so the page, that window included, is not inert.
   */
  modal?: boolean;
  /** Where the focus starts each time the dialog becomes modal. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** Where the focus goes on close when the element that opened the dialog is no longer there. */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Focuses an element, making a heading or a region focusable by script first (tabIndex -1). */
export function focusElement(element: HTMLElement): void {
  if (!element.matches(FOCUSABLE)) element.tabIndex = -1;
  element.focus();
}

function usable(element: HTMLElement | null): element is HTMLElement {
  return element !== null && element.isConnected && !element.matches(':disabled');
}

/** Returns the ref to put on the <dialog>. */
export function useModalDialog(options: ModalDialogOptions): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef(options);
  latest.current = options;
  const modal = options.modal ?? true;
  // Whether the dialog is open as modal now.
  const shownModal = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;

    const cancel = () => {
      if (latest.current.cancellable) latest.current.onCancel();
    };
    // Escape handled here, its default prevented, so the browser's own cancel never closes a dialog
    // the page still shows (a close the dialog does not allow, or one React has not rendered yet).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      cancel();
    };
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      cancel();
    };
    // A close the page did not ask for (a close request the browser would not let us cancel). The
    // event comes after the fact: a dialog open again was only switching between modal and not.
    const onClose = () => {
      if (dialog.open) return;
      if (latest.current.cancellable) latest.current.onCancel();
      else if (shownModal.current) dialog.showModal();
      else dialog.show();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancelEvent);
    dialog.addEventListener('close', onClose);

    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancelEvent);
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
      // After the commit: the opener may be re-enabled, or replaced, in the same render.
      void Promise.resolve().then(() => {
        // Another dialog opened in the meantime (the order details after the form): it keeps the focus.
        if (document.activeElement?.closest('dialog[open]')) return;
        const target = usable(opener) ? opener : (latest.current.fallbackFocus?.() ?? null);
        if (usable(target)) focusElement(target);
      });
    };
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open && shownModal.current === modal) return;
    if (dialog.open) dialog.close();
    if (modal) dialog.showModal();
    else dialog.show();
    shownModal.current = modal;
    if (modal) {
      const start = latest.current.initialFocus?.(dialog);
      if (start) focusElement(start);
    }
  }, [modal]);

  return ref;
}
