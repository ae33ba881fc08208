import './list-table.css';

/**
 * Below which width of its own box a table turns its rows into blocks of "column title: value" lines:
 * sm 40rem, md 52rem, lg 64rem. Chosen per table from the width its columns need side by side.
 */
export type StackBelow = 'sm' | 'md' | 'lg';

const STACK_BELOW_REM: Record<StackBelow, number> = { sm: 40, md: 52, lg: 64 };

/** What the DataTable's ref gives: its root element. */
type TableHandle = { getElement: () => HTMLElement | null };

/**
 * A DataTable ref that marks the table's root `data-stacked` while the root's box is at most `below` wide
 * (list-table.css stacks the rows of a marked table). The observer reports before the browser paints, so a
 * table never shows side by side first. One ref per size, made once: the same function on every render.
 */
function stackRef(below: StackBelow) {
  return (table: TableHandle | null) => {
    const root = table?.getElement();
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      root.toggleAttribute('data-stacked', entry.contentRect.width <= STACK_BELOW_REM[below] * rem);
    });
    observer.observe(root);
    return () => observer.disconnect();
  };
}

const STACK_REFS: Record<StackBelow, ReturnType<typeof stackRef>> = {
  sm: stackRef('sm'),
  md: stackRef('md'),
  lg: stackRef('lg'),
};

/**
 * The props every list DataTable spreads (`<DataTable {...listTable('md')} ...>`): rows stack when the table's
 * own box (not the window: the drawer's width counts) is at most `below` wide; a wider table scrolls inside
 * its card, never the page, with its actions column kept in view (`actionsColumn`). The rules are in
 * list-table.css; PrimeReact's own breakpoint styles stay off (`breakpoint` is fixed, so it never injects them).
 */
export function listTable(below: StackBelow = 'sm', className?: string) {
  return {
    responsiveLayout: 'stack' as const,
    breakpoint: '0px',
    className: ['dpt-table', className].filter(Boolean).join(' '),
    ref: STACK_REFS[below],
  };
}

/**
 * The props of a list DataTable that keeps its header (to sort by it) and shows fewer columns instead of
 * stacking: columns spread `wideOnlyColumn` leave while the table's box is narrower than 40rem, and parts of
 * a cell marked `dpt-narrow-only` (what those columns said, in one line) appear instead.
 */
export function chosenColumnsTable(className?: string) {
  return { className: ['dpt-table', className].filter(Boolean).join(' ') };
}

/** The props of a column shown only while its table has room for it (`chosenColumnsTable`). */
export const wideOnlyColumn = {
  headerClassName: 'dpt-col-wide',
  bodyClassName: 'dpt-col-wide',
} as const;

/** The props of a table's actions column: it stays at the right edge in view while the table scrolls. */
export const actionsColumn = {
  headerClassName: 'dpt-col-actions',
  bodyClassName: 'dpt-col-actions',
} as const;
