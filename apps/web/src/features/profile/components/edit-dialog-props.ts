import type { useSaveField } from '../hooks/use-save-field';

/** What every edit pop-up receives: the current value, how to close, and the saver of its field. */
export interface EditDialogProps<T> {
  current: T;
  onClose: () => void;
  saver: ReturnType<typeof useSaveField>;
}
