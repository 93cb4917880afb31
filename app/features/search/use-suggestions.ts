/**
 * Predictive search: asks search/suggest (through the Worker's /api/web proxy) once the
 * shopper pauses typing for 200 ms, cancelling the previous question. Failures stay silent:
 * the plain search form still works.
 */
import { useEffect, useState } from "react";
import { SUGGEST_DEBOUNCE_MS } from "../../lib/constants";

export type Suggestion = { text: string; type: "product" | "article" | "page"; slug: string };

const MIN_LENGTH = 2;

export function useSuggestions(query: string): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch("/api/web/search/suggest", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ q }),
          signal: controller.signal,
        });
        const envelope = (await response.json()) as { code: number; data: unknown };
        if (envelope.code === 0 && Array.isArray(envelope.data))
          setSuggestions(envelope.data.slice(0, 8) as Suggestion[]);
      } catch {
        // Aborted or offline: keep the last suggestions.
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return suggestions;
}
