/** A read-only row of five stars; the label says the rating in words for screen readers. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="tracking-tight text-warning">
      {"★★★★★".slice(0, rating)}
      <span className="opacity-30">{"★★★★★".slice(rating)}</span>
    </span>
  );
}
