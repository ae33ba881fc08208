import type { ReactNode } from 'react';

type Props = {
  /** the page's heading (its only h1) */
  title: ReactNode;
  testId: string;
  /** the screen's own class beside `dpt-page` */
  className?: string;
  children: ReactNode;
};

/** A screen of the app shell: its heading in the page header, then its content. */
export function Page({ title, testId, className, children }: Props) {
  return (
    <section className={className ? `dpt-page ${className}` : 'dpt-page'} data-testid={testId}>
      <header className="dpt-page-header">
        <h1>{title}</h1>
      </header>
      {children}
    </section>
  );
}
