/**
 * Headers added to an answer without copying it: a Response the Worker or Remix built has
 * mutable headers and is changed in place; one whose headers are immutable (an answer of
 * fetch(), e.g. the API_ORIGIN backend's) is copied once. Every copy is a new stream hop on the
 * body, which a cache hit (the page cache's fast path) should not pay for.
 */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}
