import { useEffect, useState } from 'react';
import { call, type ConsolePath, type Input, type Output } from '../api';
import { errorText } from '../use-call';

/** A keyset page's answer: its rows and the cursor of the next page (null: the last). */
interface Page<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/**
 * A keyset-paged list: the first page for a set of filters, then "load more" pages appended; `reload` reads the
 * first page again (after an act changed rows).
 */
export function usePaged<P extends ConsolePath, Row>(path: P, filters: Omit<Input<P>, 'cursor'> | null) {
  const key = filters === null ? null : JSON.stringify(filters);
  const [rows, setRows] = useState<Row[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [request, setRequest] = useState<{ key: string | null; from: string | null; round: number }>({
    key,
    from: null,
    round: 0,
  });
  const [answered, setAnswered] = useState<object | null>(null);
  const [error, setError] = useState<string | undefined>();
  // The first page's whole answer, for what a list answers beside its rows (a member's balance beside their ledger).
  const [head, setHead] = useState<Output<P> | undefined>();
  if (request.key !== key) {
    setRequest({ key, from: null, round: request.round + 1 });
    setHead(undefined);
  }

  useEffect(() => {
    if (request.key === null) return;
    let live = true;
    const input = { ...(JSON.parse(request.key) as object), ...(request.from ? { cursor: request.from } : {}) };
    call(path, input as Input<P>)
      .then((answer) => {
        if (!live) return;
        const page = answer as unknown as Page<Row>;
        setRows((old) => (request.from ? [...old, ...page.rows] : page.rows));
        if (!request.from) setHead(answer);
        setCursor(page.nextCursor);
        setError(undefined);
      })
      .catch((err: unknown) => live && setError(errorText(err)))
      .finally(() => live && setAnswered(request));
    return () => {
      live = false;
    };
  }, [path, request]);

  return {
    rows,
    head,
    error,
    loading: request.key !== null && answered !== request,
    hasMore: cursor !== null,
    more: () => setRequest({ key, from: cursor, round: request.round + 1 }),
    reload: () => setRequest({ key, from: null, round: request.round + 1 }),
  };
}
