import { DomainError, err, ImmutableEntity, ok, type Result } from '@sidequest/kernel';

/** The support form's rules, in the order they are checked; the same texts as the shared zod contract (SupportMessageBody). */
export const SUPPORT_RULES = {
  nameRequired: 'Name is required',
  nameMax: 'Name must be less than 100 characters',
  emailInvalid: 'Invalid email address',
  emailMax: 'Email must be less than 255 characters',
  messageRequired: 'Message is required',
  messageMax: 'Message must be less than 2000 characters',
} as const;

// The pattern zod's .email() uses, so the domain and the edge agree on what is valid.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface SupportMessageProps {
  id: string;
  /** Set when sent while signed in, so export and deletion can find it; the typed e-mail stays what it is. */
  senderUserId: string | null;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

/** A message from the support form; its e-mail is what the owner replies to. */
export class SupportMessage extends ImmutableEntity<SupportMessageProps>() {
  private constructor(props: SupportMessageProps) {
    super(props);
  }

  static create(input: {
    id: string;
    senderUserId?: string | null;
    name: string;
    email: string;
    message: string;
    now: Date;
  }): Result<SupportMessage> {
    const name = input.name.trim();
    const email = input.email.trim();
    const message = input.message.trim();
    const firstFailure =
      (name.length === 0 && SUPPORT_RULES.nameRequired) ||
      (name.length > 100 && SUPPORT_RULES.nameMax) ||
      (!EMAIL.test(email) && SUPPORT_RULES.emailInvalid) ||
      (email.length > 255 && SUPPORT_RULES.emailMax) ||
      (message.length === 0 && SUPPORT_RULES.messageRequired) ||
      (message.length > 2000 && SUPPORT_RULES.messageMax);
    if (firstFailure) return err(new DomainError('invalid', firstFailure));
    return ok(
      new SupportMessage({
        id: input.id,
        senderUserId: input.senderUserId ?? null,
        name,
        email,
        message,
        createdAt: input.now,
      }),
    );
  }

  static restore(props: SupportMessageProps): SupportMessage {
    return new SupportMessage({ ...props });
  }
}
