/** The `error` text of an api error body (`{ error, details? }`), whatever layer wrapped it. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: unknown }).data;
  if (data && typeof data === 'object') {
    const message = (data as { error?: unknown }).error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** The fields a 400 names (`details: [{ path, message }]`), so a form can show each at its field. */
export function apiFieldIssues(error: unknown): FieldIssue[] {
  if (!error || typeof error !== 'object' || (error as { status?: unknown }).status !== 400) return [];
  const details = ((error as { data?: { details?: unknown } }).data ?? {}).details;
  if (!Array.isArray(details)) return [];
  return details.filter((d): d is FieldIssue => typeof d?.path === 'string' && typeof d?.message === 'string');
}
