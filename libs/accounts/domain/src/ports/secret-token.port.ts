/** Makes unguessable secrets for links and refresh cookies. */
export interface TokenGenerator {
  generate(): string;
}

/** A fast one-way hash: secrets are stored only in this form and looked up by it. */
export interface TokenHasher {
  hash(token: string): string;
}
