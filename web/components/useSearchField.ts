import { useEffect, useRef, useState } from 'react';

function useDebounced<T>(value: T, delay = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * A table's search field: it types freely; the term goes to the address (`?q`, back to page 1)
 * once typing pauses. When the address changes on its own (Back, the drawer's link) the field
 * follows it. `term` and `setTerm` come from `useTableState` (admin tables) or the page's own address.
 */
export function useSearchField(term: string, setTerm: (term: string) => void) {
  const [search, setSearch] = useState(term);
  const typed = useDebounced(search.trim());
  const written = useRef(term);
  useEffect(() => {
    if (typed === written.current) return;
    written.current = typed;
    setTerm(typed);
  }, [typed, setTerm]);
  useEffect(() => {
    if (term === written.current) return;
    written.current = term;
    setSearch(term);
  }, [term]);
  return [search, setSearch] as const;
}
