import { Button } from 'primereact/button';
import { useState, type ReactNode } from 'react';

/** The one thing a notice page offers: a button that hands over to the identity provider (sign in or out). */
export type NoticeAction = {
  label: string;
  /** PrimeIcons class of the button, e.g. `pi pi-sign-in` */
  icon: string;
  testId: string;
  /** leaves the app; while it runs the button spins, and if it fails the button is offered again */
  run: () => Promise<void>;
  /** what the console says when `run` fails */
  failure: string;
};

type Props = {
  testId: string;
  /** PrimeIcons class of the large icon, e.g. `pi pi-lock` */
  icon: string;
  title: string;
  action: NoticeAction;
  /** the paragraphs between the title and the button */
  children: ReactNode;
};

/** A full page outside the app shell that says why the app cannot go on, with one button to go on elsewhere. */
export function NoticePage({ testId, icon, title, action, children }: Props) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    action.run().catch((error: unknown) => {
      console.error(action.failure, error);
      setBusy(false);
    });
  };
  return (
    <main className="dpt-error-page" data-testid={testId}>
      <i className={`${icon} dpt-error-icon`} aria-hidden />
      <h1>{title}</h1>
      {children}
      <div className="dpt-error-actions">
        <Button
          label={action.label}
          icon={action.icon}
          onClick={run}
          loading={busy}
          data-testid={action.testId}
        />
      </div>
    </main>
  );
}
