/** The links mailed to users. The confirmation link hits the api, which redirects into the app. */
export class AccountLinks {
  private readonly base: string;

  constructor(appUrl: string) {
    this.base = appUrl.replace(/\/+$/, '');
  }

  confirmation(token: string): string {
    return `${this.base}/api/auth/confirm?token=${encodeURIComponent(token)}`;
  }

  signIn(): string {
    return `${this.base}/auth?mode=login`;
  }

  passwordReset(token: string): string {
    return `${this.base}/auth?mode=reset&token=${encodeURIComponent(token)}`;
  }
}
