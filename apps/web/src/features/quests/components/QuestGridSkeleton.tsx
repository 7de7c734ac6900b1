/** Placeholder cards the size of real ones, so the grid does not jump when the quests arrive. */
export function QuestGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="quest-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="sq-card quest-card quest-card--skeleton">
            <span className="skeleton skeleton--chip" />
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
            <span className="skeleton skeleton--button" />
          </div>
        </li>
      ))}
    </ul>
  );
}
