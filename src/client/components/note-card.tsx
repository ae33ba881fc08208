import { useId, type ReactNode } from 'react';

type Props = {
  /** PrimeIcons class of the icon before the title, e.g. `pi pi-bell` */
  icon: string;
  title: string;
  testId: string;
  /** the notes, usually a list */
  children: ReactNode;
};

/** A card of notes beside a screen's main content (hints, reminders), named by its titled heading. */
export function NoteCard({ icon, title, testId, children }: Props) {
  const titleId = useId();
  return (
    <aside className="dpt-card dpt-note-card" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId}>
        <i className={icon} aria-hidden="true" /> {title}
      </h2>
      {children}
    </aside>
  );
}
