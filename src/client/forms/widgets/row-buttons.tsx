import { LightButton } from './light-button';

/** The trash button that removes a row (of a table, of a goal's sub-goals or actions) or a whole goal. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <LightButton icon="pi pi-trash" text rounded severity="danger" aria-label={label} onClick={onClick} />
  );
}

/** The "add" button under a goal's sub-goals or actions. */
export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <LightButton icon="pi pi-plus" label={label} text size="small" onClick={onClick} />;
}
