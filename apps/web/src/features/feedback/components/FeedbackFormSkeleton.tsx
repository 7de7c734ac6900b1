/** What the panel shows for the moment its script loads: the form's shape, without a jump when it arrives. */
export function FeedbackFormSkeleton() {
  return (
    <div className="feedback-skeleton" role="status" aria-label="Loading">
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}
