import { useState } from 'react';

/** What a log table needs of its page's state: the paging and the reset of the filters. */
export type LogTableState = {
  /** the index of the first row shown (PrimeReact's paging counts rows) */
  first: number;
  pageSize: number;
  setFirst: (first: number) => void;
  reset: () => void;
  /** no filter is set: nothing to reset */
  pristine: boolean;
};

/** A log page's filters and the page of the log it shows. */
export type LogFilters<F> = LogTableState & {
  values: F;
  /** sets some filters and goes back to the first page (the old page number means nothing under new filters) */
  change: (patch: Partial<F>) => void;
  /** the page asked of the API, counted from 0 */
  pageIndex: number;
};

/** Pure. True when each filter holds the same value as in `none`. */
function sameFilters<F extends object>(values: F, none: F): boolean {
  return (Object.keys(none) as (keyof F)[]).every((key) => Object.is(values[key], none[key]));
}

/** The filters of a paged log (starting as `none`, which means "no filter") and the page shown. */
export function useLogFilters<F extends object>(none: F, pageSize: number): LogFilters<F> {
  const [values, setValues] = useState<F>(none);
  const [first, setFirst] = useState(0);
  const change = (patch: Partial<F>) => {
    setValues((current) => ({ ...current, ...patch }));
    setFirst(0);
  };
  return {
    values,
    change,
    reset: () => change(none),
    pristine: sameFilters(values, none),
    first,
    setFirst,
    pageSize,
    pageIndex: Math.floor(first / pageSize),
  };
}
