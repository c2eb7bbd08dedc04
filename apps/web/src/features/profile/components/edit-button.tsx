import { PencilIcon } from '@/components/ui/app-icons';

/** The pencil beside an editable value; its name says what it edits ('Edit Address'). */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="icon-button icon-button--sm profile-edit"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <PencilIcon size={16} />
    </button>
  );
}
