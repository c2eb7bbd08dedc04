import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

interface DialogProps {
  /** The heading that labels the dialog. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** Extra class: `dialog--popover` pins it to the top right. */
  className?: string;
  /** Show the × button (Escape closes in any case). */
  closeButton?: boolean;
  /** Id of an element describing the dialog (alerts: their text). */
  describedBy?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab past the last control (or Shift+Tab before the first) wraps around: the
 * native modal dialog alone lets focus leave for the browser's own controls.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal pop-up on the native <dialog>: showModal() makes the page behind
 * inert, Tab wraps around inside it, and Escape closes it. Mount it to open it, unmount
 * it to close it; focus goes back where it was.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  className,
  closeButton = true,
  describedBy,
}: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={className ? `dialog ${className}` : 'dialog'}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      // The browser may close it without a cancel event (repeated Escape). A close
      // event from our own remount (StrictMode) arrives when it is open again: ignore it.
      onClose={(event) => {
        if (!event.currentTarget.open) onCloseRef.current();
      }}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="dialog__content">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {closeButton && (
            <button
              type="button"
              className="icon-button dialog__close"
              aria-label={t('close')}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="dialog__body">{children}</div>
        {footer && <div className="dialog__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
