import { SupportMessageBody } from '@sidequest/contracts';

export type SupportValidation = { ok: true; body: SupportMessageBody } | { ok: false; message: string };

/** Spec 5: checked on submit after trimming; only the first failing rule is shown. */
export function validateSupportMessage(values: { name: string; email: string; message: string }): SupportValidation {
  const parsed = SupportMessageBody.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the form.' };
}
