/** The occupation page's shape while it loads, so nothing jumps when it arrives. */
export function OccupationSkeleton() {
  return (
    <div className="page page--reading explore" aria-busy="true">
      <p className="sq-visually-hidden" role="status">
        Loading the occupation
      </p>
      <span className="ex-skeleton ex-skeleton--eyebrow" />
      <span className="ex-skeleton ex-skeleton--heading" />
      <span className="ex-skeleton" />
      <span className="ex-skeleton" />
      <span className="ex-skeleton ex-skeleton--short" />
      <span className="ex-skeleton ex-skeleton--card" />
      <span className="ex-skeleton ex-skeleton--card" />
    </div>
  );
}
