/** The signed-in user as the verified access token names them; never read from a request body. */
export interface AuthenticatedUser {
  userId: string;
  email?: string;
}
