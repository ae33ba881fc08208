import { LightButton } from './light-button';

/** The trash button at the end of a row of a goal's sub-goals or actions. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <LightButton icon="pi pi-trash" text rounded severity="danger" aria-label={label} onClick={onClick} />
  );
}

/** The "add" button under a goal's sub-goals or actions. */
export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <LightButton icon="pi pi-plus" label={label} text size="small" onClick={onClick} />;
}
