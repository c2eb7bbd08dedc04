import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
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

/**
 * A modal pop-up on the native <dialog>: showModal() keeps focus inside and
 * makes the page behind inert; Escape closes it. Mount it to open it, unmount
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
